import { zodResolver } from '@hookform/resolvers/zod';
import { Field, Input, Select, toast } from '@univida/shared-ui';
import { Controller, useForm } from 'react-hook-form';
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
      <Field label="Nombre" required error={errors.full_name?.message}>
        <Input {...register('full_name')} autoComplete="off" />
      </Field>
      <Controller
        control={control}
        name="user_type"
        render={({ field }) => (
          <Field label="Tipo de usuario">
            <Select value={field.value} onValueChange={field.onChange} options={TYPE_OPTIONS} />
          </Field>
        )}
      />
      <Field label="Teléfono" error={errors.phone?.message}>
        <Input type="tel" {...register('phone')} autoComplete="off" />
      </Field>
      <Field label="Ciudad" error={errors.city?.message}>
        <Input {...register('city')} autoComplete="off" />
      </Field>
    </EditDialog>
  );
}
