import { zodResolver } from '@hookform/resolvers/zod';
import { CityControl, TextAreaField, TextField, toast } from '@univida/shared-ui';
import { useForm } from 'react-hook-form';
import { EditDialog } from '../../../components/edit-dialog';
import type { AdminAccommodation } from '../api/get-accommodations';
import { useUpdateAccommodation } from '../api/update-accommodation';
import {
  accommodationFormSchema,
  type AccommodationFormInput,
  type AccommodationFormValues,
} from '../types/accommodation-form';

export function AccommodationEditDialog({
  accommodation,
  onClose,
}: {
  accommodation: AdminAccommodation;
  onClose: () => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<AccommodationFormInput, unknown, AccommodationFormValues>({
    resolver: zodResolver(accommodationFormSchema),
    defaultValues: {
      name: accommodation.name,
      description: accommodation.description,
      city: accommodation.city,
      address: accommodation.address,
      price_per_room: String(accommodation.price_per_room),
    },
  });
  const update = useUpdateAccommodation({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: 'Alojamiento actualizado', variant: 'success' });
        onClose();
      },
    },
  });
  return (
    <EditDialog
      title={`Editar alojamiento: ${accommodation.name}`}
      open
      onOpenChange={(open) => !open && onClose()}
      saving={update.isPending}
      onSubmit={handleSubmit((values) => update.mutate({ id: accommodation.id, ...values }))}
    >
      <TextField label="Nombre" required error={errors.name?.message} {...register('name')} />
      <TextAreaField
        label="Descripción"
        error={errors.description?.message}
        {...register('description')}
      />
      <CityControl
        control={control}
        name="city"
        required
        current={accommodation.city}
        error={errors.city?.message}
      />
      <TextField label="Dirección" error={errors.address?.message} {...register('address')} />
      <TextField
        label="Precio por habitación (€/mes)"
        required
        inputMode="numeric"
        error={errors.price_per_room?.message}
        {...register('price_per_room')}
      />
    </EditDialog>
  );
}
