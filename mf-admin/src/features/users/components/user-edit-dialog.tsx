import { zodResolver } from '@hookform/resolvers/zod';
import { SelectControl, TextField, toast } from '@univida/shared-ui';
import { useForm } from 'react-hook-form';
import { EditDialog } from '../../../components/edit-dialog';
import { USER_TYPE_LABELS } from '../../../constants';
import type { AdminUser } from '../api/search-users';
import { useUpdateUser } from '../api/update-user';
import { userFormSchema, type UserFormValues } from '../types/user-form';

const TYPE_OPTIONS = Object.entries(USER_TYPE_LABELS).map(([value, label]) => ({ value, label }));

/** Edits name, type, phone and city (SPEC §6); mounted per user, so it opens with their values. */
export function UserEditDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<UserFormValues>({
    resolver: zodResolver(userFormSchema),
    defaultValues: {
      full_name: user.full_name,
      user_type: user.user_type,
      phone: user.phone ?? '',
      city: user.city ?? '',
    },
  });
  const update = useUpdateUser({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: 'Usuario actualizado', variant: 'success' });
        onClose();
      },
    },
  });
  return (
    <EditDialog
      title={`Editar usuario: ${user.full_name}`}
      open
      onOpenChange={(open) => !open && onClose()}
      saving={update.isPending}
      onSubmit={handleSubmit((values) => update.mutate({ id: user.id, ...values }))}
    >
      <TextField
        label="Nombre"
        required
        error={errors.full_name?.message}
        {...register('full_name')}
      />
      <SelectControl
        control={control}
        name="user_type"
        label="Tipo de usuario"
        options={TYPE_OPTIONS}
      />
      <TextField label="Teléfono" type="tel" error={errors.phone?.message} {...register('phone')} />
      <TextField label="Ciudad" error={errors.city?.message} {...register('city')} />
    </EditDialog>
  );
}
