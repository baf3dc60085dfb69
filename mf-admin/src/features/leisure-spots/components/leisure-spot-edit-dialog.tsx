import { zodResolver } from '@hookform/resolvers/zod';
import {
  CityControl,
  LEISURE_CATEGORIES,
  LEISURE_CATEGORY_LABELS,
  SelectControl,
  TextAreaField,
  TextField,
  toast,
  type LeisureCategory,
} from '@univida/shared-ui';
import { useForm } from 'react-hook-form';
import { EditDialog } from '../../../components/edit-dialog';
import type { AdminLeisureSpot } from '../api/get-leisure-spots';
import { useUpdateLeisureSpot } from '../api/update-leisure-spot';
import { leisureSpotFormSchema, type LeisureSpotFormValues } from '../types/leisure-spot-form';

const CATEGORY_OPTIONS = LEISURE_CATEGORIES.map((value) => ({
  value,
  label: LEISURE_CATEGORY_LABELS[value],
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
      // The database's check admits only these values.
      category: spot.category as LeisureCategory,
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
      <TextField label="Nombre" required error={errors.name?.message} {...register('name')} />
      <TextAreaField
        label="Descripción"
        error={errors.description?.message}
        {...register('description')}
      />
      <SelectControl
        control={control}
        name="category"
        label="Categoría"
        options={CATEGORY_OPTIONS}
      />
      <CityControl
        control={control}
        name="city"
        required
        current={spot.city}
        error={errors.city?.message}
      />
      <TextField label="Dirección" error={errors.address?.message} {...register('address')} />
    </EditDialog>
  );
}
