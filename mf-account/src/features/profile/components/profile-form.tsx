import { resizedPhotoUrl } from '@univida/shared-auth';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Field,
  formatEurosPerMonth,
  formatWhole,
  ImagePicker,
  Input,
  media,
  PROFILE_TEXT_MAXIMA as MAX,
  revokePreparedImage,
  SelectControl,
  SliderControl,
  SwitchControl,
  Tabs,
  Textarea,
  toast,
  useFocusAfterRender,
} from '@univida/shared-ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import {
  GENDER_OPTIONS,
  GENDER_PREFERENCE_OPTIONS,
  LIFESTYLE,
  LIFESTYLE_LABELS,
} from '../../../constants';
import { useChangeProfilePicture } from '../api/change-profile-picture';
import type { OwnProfile } from '../api/get-own-profile';
import { useUpdateProfile } from '../api/update-profile';
import { PROFILE_BUDGET, PROFILE_TABS, type ProfileTab } from '../constants';
import {
  profileFormSchema,
  toFormValues,
  toProfileUpdate,
  type ProfileFormValues,
} from '../types/profile-form';
import { HobbiesEditor } from './hobbies-editor';

const USER_TYPE_LABELS = {
  student: 'Estudiante',
  owner: 'Propietario',
  admin: 'Administrador',
} as const;
const LIFESTYLE_FIELDS = ['early_bird', 'party_animal', 'house_parties'] as const;
/** The fields on the 'Perfil' tab: a save they refuse opens it, so the error shows. */
const PROFILE_TAB_FIELDS = [
  'full_name',
  'phone',
  'admission_grade',
  'city',
  'career',
  'bio',
] as const;

interface ProfileFormProps {
  userId: string;
  email: string;
  data: OwnProfile;
}

/** The own profile: view mode, Editar → edit mode, Guardar saves and returns to view (SPEC §4). */
export function ProfileForm({ userId, email, data }: ProfileFormProps) {
  const { profile } = data;
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState<ProfileTab>('perfil');
  const saved = useMemo(() => toFormValues(profile, data), [profile, data]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: saved,
  });
  // The pressed button goes away ('Editar' for 'Guardar', and back): focus goes to the first
  // field to edit, then back to 'Editar', rather than to the page's start. A tab other than
  // 'Perfil' has no such field: focus waits for it until the user moves it elsewhere.
  const form = useRef<HTMLFormElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const startEditing = () => {
    focusAfterRender(() => form.current?.querySelector<HTMLInputElement>('[name="full_name"]'));
    setEditing(true);
  };
  const stopEditing = () => {
    focusAfterRender(() => editButton.current);
    setEditing(false);
  };
  const update = useUpdateProfile({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: '¡Perfil actualizado!', variant: 'success' });
        stopEditing();
      },
    },
  });
  const picture = useChangeProfilePicture({
    mutationConfig: {
      onSuccess: () => toast({ title: '¡Foto de perfil actualizada!', variant: 'success' }),
    },
  });

  // Outside edit mode the form mirrors what is stored (e.g. after a save refetched it).
  useEffect(() => {
    if (!editing) reset(saved);
  }, [editing, saved, reset]);

  const searchEnabled = watch('is_looking_for_roommate') || editing;
  const activeTab = tab === 'busqueda' && !searchEnabled ? 'perfil' : tab;
  const readOnly = !editing;
  const bioLength = watch('bio').trim().length;

  const onSubmit = handleSubmit(
    (values) => update.mutate({ userId, ...toProfileUpdate(values, profile.profile_picture_url) }),
    (invalid) => {
      const first = PROFILE_TAB_FIELDS.find((field) => invalid[field]);
      if (!first) return;
      // From another tab the field is not on the page yet: it gets focus once the tab shows.
      setTab('perfil');
      focusAfterRender(() => form.current?.querySelector<HTMLElement>(`[name="${first}"]`) ?? null);
    },
  );

  return (
    <Form ref={form} onSubmit={onSubmit} noValidate aria-label="Mi perfil">
      <Card>
        <Card.Content>
          <Summary>
            <Avatar
              resize={resizedPhotoUrl}
              src={profile.profile_picture_url}
              name={profile.full_name}
              size="xl"
            />
            <Identity>
              <Name>{profile.full_name}</Name>
              <Muted>{withBreakAfterAt(email)}</Muted>
              <Badge variant="secondary">{USER_TYPE_LABELS[profile.user_type]}</Badge>
            </Identity>
            <Actions>
              {editing ? (
                <>
                  <Button
                    key="cancel"
                    variant="outline"
                    onClick={stopEditing}
                    disabled={update.isPending}
                  >
                    Cancelar
                  </Button>
                  <Button key="save" type="submit" loading={update.isPending}>
                    Guardar
                  </Button>
                </>
              ) : (
                // Keyed apart from Guardar so the click that enters edit mode never submits.
                <Button key="edit" ref={editButton} onClick={startEditing}>
                  Editar
                </Button>
              )}
            </Actions>
          </Summary>
          {editing && (
            <PhotoField>
              <ImagePicker
                label="Cambiar foto de perfil"
                disabled={picture.isPending}
                onSelect={([picked]) => {
                  if (!picked) return;
                  // The avatar above shows the stored picture once it is uploaded.
                  revokePreparedImage(picked);
                  picture.mutate({ userId, file: picked.file });
                }}
              />
            </PhotoField>
          )}
        </Card.Content>
      </Card>

      <Tabs.Root value={activeTab} onValueChange={(value) => setTab(value as ProfileTab)}>
        <Tabs.List aria-label="Secciones del perfil">
          {PROFILE_TABS.map(({ value, label }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              disabled={value === 'busqueda' && !searchEnabled}
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <Tabs.Content value="perfil">
          <Grid>
            <Field label="Nombre completo" error={errors.full_name?.message} required={editing}>
              <Input autoComplete="name" readOnly={readOnly} {...register('full_name')} />
            </Field>
            <Field label="Email" hint="El email no se puede cambiar.">
              <Input type="email" value={email} readOnly />
            </Field>
            <Field label="Teléfono" error={errors.phone?.message}>
              <Input type="tel" autoComplete="tel" readOnly={readOnly} {...register('phone')} />
            </Field>
            {profile.user_type === 'student' && (
              <Field
                label="Nota de acceso (0–14)"
                hint="Con ella, cada carrera te dice cuánto te falta para su nota de corte."
                error={errors.admission_grade?.message}
              >
                <Input inputMode="decimal" readOnly={readOnly} {...register('admission_grade')} />
              </Field>
            )}
            <Field label="Ciudad" error={errors.city?.message}>
              <Input readOnly={readOnly} {...register('city')} />
            </Field>
            <Field label="Carrera" error={errors.career?.message}>
              <Input readOnly={readOnly} {...register('career')} />
            </Field>
            <SelectControl
              control={control}
              name="gender"
              label="Género"
              options={GENDER_OPTIONS}
              placeholder="Prefiero no decirlo"
              emptyValue={null}
              disabled={readOnly}
            />
            <Wide>
              <Field
                label="Sobre mí"
                hint={editing ? `${bioLength} de ${formatWhole(MAX.bio)} caracteres` : undefined}
                error={errors.bio?.message}
              >
                <Textarea rows={4} readOnly={readOnly} {...register('bio')} />
              </Field>
            </Wide>
          </Grid>
        </Tabs.Content>

        <Tabs.Content value="preferencias">
          <Stack>
            <Controller
              control={control}
              name="hobbies"
              render={({ field }) => (
                <HobbiesEditor value={field.value} onChange={field.onChange} editing={editing} />
              )}
            />
            {LIFESTYLE_FIELDS.map((name) => (
              <SliderControl
                key={name}
                control={control}
                name={name}
                label={LIFESTYLE_LABELS[name]}
                range={LIFESTYLE}
                disabled={readOnly}
              />
            ))}
            <SwitchControl
              control={control}
              name="smoker_tolerant"
              label="Acepto fumadores"
              disabled={readOnly}
            />
            <SwitchControl
              control={control}
              name="pets_allowed"
              label="Acepto mascotas"
              disabled={readOnly}
            />
          </Stack>
        </Tabs.Content>

        <Tabs.Content value="busqueda">
          <Stack>
            <SwitchControl
              control={control}
              name="is_looking_for_roommate"
              label="Busco compañero de piso"
              disabled={readOnly}
            />
            <SliderControl
              control={control}
              name="budget"
              label="Presupuesto mensual"
              range={PROFILE_BUDGET}
              format={formatEurosPerMonth}
              disabled={readOnly}
            />
            <SelectControl
              control={control}
              name="gender_preference"
              label="Prefiero convivir con"
              options={GENDER_PREFERENCE_OPTIONS}
              disabled={readOnly}
            />
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding-bottom: ${({ theme }) => theme.space[10]};
  /* In view mode the fields read as values, not as inputs waiting to be typed in. */
  input[readonly],
  textarea[readonly] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-color: transparent;
  }
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const Identity = styled.div`
  display: grid;
  flex: 1;
  justify-items: start;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 12rem;
`;

const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

// A long email wraps after its '@' (and mid-part only if a part alone is wider than the line).
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: break-word;
`;

function withBreakAfterAt(email: string) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const PhotoField = styled.div`
  margin-top: ${({ theme }) => theme.space[5]};
  max-width: 28rem;
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.md`grid-template-columns: 1fr 1fr;`}
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-width: 36rem;
`;
