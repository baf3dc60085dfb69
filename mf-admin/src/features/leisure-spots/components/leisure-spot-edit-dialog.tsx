import { zodResolver } from '@hookform/resolvers/zod';
import { Field, Input, Select, Textarea, toast } from '@univida/shared-ui';
import { Controller, useForm } from 'react-hook-form';
import { EditDialog } from '../../../components/edit-dialog';
import { LEISURE_CATEGORY_LABELS } from '../../../constants';
import type { AdminLeisureSpot } from '../api/get-leisure-spots';
import { useUpdateLeisureSpot } from '../api/update-leisure-spot';
import { leisureSpotFormSchema, type LeisureSpotFormValues } from '../types/leisure-spot-form';

const CATEGORY_OPTIONS = Object.entries(LEISURE_CATEGORY_LABELS).map(([value, label]) => ({
  value,
  label,
}));

export function LeisureSpotEditDialog({
  spot,
  onClose,
}: {
  spot: AdminLeisureSpot;
  onClose: () => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<LeisureSpotFormValues>({
    resolver: zodResolver(leisureSpotFormSchema),
    defaultValues: {
      name: spot.name,
      description: spot.description,
      category: spot.category,
      city: spot.city,
      address: spot.address,
    },
  });
  const update = useUpdateLeisureSpot({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: 'Zona de ocio actualizada', variant: 'success' });
        onClose();
      },
    },
  });
  return (
    <EditDialog
      title={`Editar zona de ocio: ${spot.name}`}
      open
      onOpenChange={(open) => !open && onClose()}
      saving={update.isPending}
      onSubmit={handleSubmit((values) => update.mutate({ id: spot.id, ...values }))}
    >
      <Field label="Nombre" required error={errors.name?.message}>
        <Input {...register('name')} autoComplete="off" />
      </Field>
      <Field label="Descripción" error={errors.description?.message}>
        <Textarea rows={4} {...register('description')} />
      </Field>
      <Controller
        control={control}
        name="category"
        render={({ field }) => (
          <Field label="Categoría">
            <Select value={field.value} onValueChange={field.onChange} options={CATEGORY_OPTIONS} />
          </Field>
        )}
      />
      <Field label="Ciudad" required error={errors.city?.message}>
        <Input {...register('city')} autoComplete="off" />
      </Field>
      <Field label="Dirección" error={errors.address?.message}>
        <Input {...register('address')} autoComplete="off" />
      </Field>
    </EditDialog>
  );
}
