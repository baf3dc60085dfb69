import { zodResolver } from '@hookform/resolvers/zod';
import { LocationMap } from '@univida/shared-map';
import {
  Button,
  Card,
  CityControl,
  Field,
  formNumber,
  Input,
  optionalFormNumber,
  Select,
  Switch,
  Textarea,
  toast,
} from '@univida/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import styled from 'styled-components';
import { useUniversities } from '../../../api/get-universities';
import { TYPE_LABELS } from '../../../constants';
import { formatDistance } from '../../../lib/listing-format';
import type { MyListing } from '../api/get-my-listings';
import { useSaveListing } from '../api/save-listing';
import { MY_LISTINGS_MESSAGES } from '../constants';
import { distanceKm } from '../lib/distance';
import type { ListingPhoto } from '../lib/photo-storage';
import {
  listingFormSchema,
  type ListingFormInput,
  type ListingFormValues,
} from '../types/listing-form';
import { AmenitiesInput } from './amenities-input';
import { PhotoEditor } from './photo-editor';

interface ListingFormProps {
  ownerId: string;
  /** The listing to edit; absent to publish a new one. */
  listing?: MyListing;
  onDone: () => void;
}

const typeOptions = Object.entries(TYPE_LABELS).map(([value, label]) => ({ value, label }));

// A new listing's price starts blank (no default could be right), not as the text 'NaN'.
const toFormValues = (listing?: MyListing): DefaultValues<ListingFormInput> => ({
  name: listing?.name ?? '',
  address: listing?.address ?? '',
  city: (listing?.city ?? '') as ListingFormInput['city'],
  accommodation_type: listing?.accommodation_type ?? 'piso',
  description: listing?.description ?? '',
  price_per_room: listing?.price_per_room,
  total_rooms: listing?.total_rooms ?? 1,
  available_rooms: listing?.available_rooms ?? 1,
  square_meters: listing?.square_meters ?? null,
  closest_university: listing?.closest_university ?? null,
  amenities: listing?.amenities ?? [],
  visits_enabled: listing?.visits_enabled ?? true,
  latitude: listing?.latitude ?? null,
  longitude: listing?.longitude ?? null,
});

/** Publish or edit a listing: every field of SPEC §3, photos, and the place picked on the map or typed. */
export function ListingForm({ ownerId, listing, onDone }: ListingFormProps) {
  const universities = useUniversities();
  const [photos, setPhotos] = useState<ListingPhoto[]>(() =>
    (listing?.image_urls ?? []).map((url) => ({ kind: 'saved', url })),
  );
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<ListingFormInput, unknown, ListingFormValues>({
    resolver: zodResolver(listingFormSchema),
    defaultValues: toFormValues(listing),
  });
  const save = useSaveListing();
  // The form replaces the list wherever the owner had scrolled: its title takes focus, and so
  // the screen, as a dialog's would.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);

  const [city, universityName, latitude, longitude] = watch([
    'city',
    'closest_university',
    'latitude',
    'longitude',
  ]);
  const university = universities.data?.find((u) => u.name === universityName);
  const point =
    latitude != null && longitude != null && Number.isFinite(latitude) && Number.isFinite(longitude)
      ? { latitude, longitude }
      : null;
  const distance =
    point && university?.latitude != null && university.longitude != null
      ? distanceKm(point, { latitude: university.latitude, longitude: university.longitude })
      : null;
  const campus =
    university?.latitude != null && university.longitude != null
      ? { latitude: university.latitude, longitude: university.longitude }
      : undefined;

  const onSubmit = (values: ListingFormValues) =>
    save.mutate(
      {
        ownerId,
        id: listing?.id,
        values,
        photos,
        previousPhotos: listing?.image_urls,
        distanceKm: distance,
      },
      {
        onSuccess: () => {
          toast({
            title: listing ? MY_LISTINGS_MESSAGES.updated : MY_LISTINGS_MESSAGES.published,
            variant: 'success',
          });
          onDone();
        },
      },
    );

  return (
    <Card asChild>
      <form aria-labelledby="listing-form-title" onSubmit={handleSubmit(onSubmit)} noValidate>
        <Card.Header>
          <Card.Title as="h2" id="listing-form-title" ref={title} tabIndex={-1}>
            {listing ? `Editar ${listing.name}` : 'Publicar alojamiento'}
          </Card.Title>
        </Card.Header>
        <Card.Content>
          <Grid>
            <Field label="Nombre" required error={errors.name?.message}>
              <Input {...register('name')} maxLength={150} />
            </Field>
            {/* Field names its direct child, so each Select sits in its Field inside the Controller. */}
            <Controller
              control={control}
              name="accommodation_type"
              render={({ field }) => (
                <Field label="Tipo" required error={errors.accommodation_type?.message}>
                  <Select
                    options={typeOptions}
                    value={field.value}
                    onValueChange={field.onChange}
                  />
                </Field>
              )}
            />
            <Field label="Dirección" required error={errors.address?.message}>
              <Input {...register('address')} maxLength={300} />
            </Field>
            <CityControl
              control={control}
              name="city"
              required
              error={errors.city?.message}
              // The nearest university is chosen among the city's.
              onValueChange={() => setValue('closest_university', null)}
            />
            <Field
              label="Precio por habitación (€/mes)"
              required
              error={errors.price_per_room?.message}
            >
              <Input
                inputMode="numeric"
                {...register('price_per_room', { setValueAs: formNumber })}
              />
            </Field>
            <Field label="Metros cuadrados" error={errors.square_meters?.message}>
              <Input
                inputMode="numeric"
                {...register('square_meters', { setValueAs: optionalFormNumber })}
              />
            </Field>
            <Field label="Habitaciones en total" required error={errors.total_rooms?.message}>
              <Input inputMode="numeric" {...register('total_rooms', { setValueAs: formNumber })} />
            </Field>
            <Field label="Habitaciones libres" required error={errors.available_rooms?.message}>
              <Input
                inputMode="numeric"
                {...register('available_rooms', { setValueAs: formNumber })}
              />
            </Field>
          </Grid>
          <Stack>
            <Field label="Descripción" error={errors.description?.message}>
              <Textarea rows={5} maxLength={5000} {...register('description')} />
            </Field>
            <Controller
              control={control}
              name="amenities"
              render={({ field }) => (
                <AmenitiesInput value={field.value} onChange={field.onChange} />
              )}
            />
            <PhotoEditor photos={photos} onChange={setPhotos} />
            <Controller
              control={control}
              name="closest_university"
              render={({ field }) => (
                <Field
                  label="Universidad más cercana"
                  hint={
                    formatDistance(distance, university?.name ?? null) ??
                    'Sitúa el alojamiento en el mapa para calcular la distancia.'
                  }
                >
                  <Select
                    options={[
                      { value: '', label: 'Ninguna' },
                      ...(universities.data ?? [])
                        .filter((u) => !city || u.city === city)
                        .map((u) => ({ value: u.name, label: u.name })),
                    ]}
                    value={field.value ?? ''}
                    onValueChange={(value) => field.onChange(value || null)}
                  />
                </Field>
              )}
            />
            <div role="group" aria-labelledby="location-label">
              <GroupLabel id="location-label">
                Ubicación: pulsa en el mapa o escribe las coordenadas
              </GroupLabel>
              <LocationMap
                label="Elegir la ubicación en el mapa"
                point={point}
                center={campus}
                onPick={(picked) => {
                  setValue('latitude', picked.latitude, { shouldValidate: true });
                  setValue('longitude', picked.longitude, { shouldValidate: true });
                }}
                height="280px"
              />
              <Grid>
                <Field label="Latitud" error={errors.latitude?.message}>
                  <Input
                    inputMode="decimal"
                    {...register('latitude', { setValueAs: optionalFormNumber })}
                  />
                </Field>
                <Field label="Longitud" error={errors.longitude?.message}>
                  <Input
                    inputMode="decimal"
                    {...register('longitude', { setValueAs: optionalFormNumber })}
                  />
                </Field>
              </Grid>
            </div>
            <Controller
              control={control}
              name="visits_enabled"
              render={({ field }) => (
                <Switch
                  label="Acepta visitas"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          </Stack>
        </Card.Content>
        <Card.Footer>
          <Actions>
            <Button type="button" variant="ghost" onClick={onDone}>
              Cancelar
            </Button>
            <Button type="submit" loading={save.isPending}>
              {listing ? 'Guardar cambios' : 'Publicar'}
            </Button>
          </Actions>
        </Card.Footer>
      </form>
    </Card>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
  ${({ theme }) => `@media (min-width: ${theme.breakpoints.md}px) { grid-template-columns: 1fr 1fr; }`}
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin-top: ${({ theme }) => theme.space[5]};
`;

const GroupLabel = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
`;
