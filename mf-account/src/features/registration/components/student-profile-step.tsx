import {
  Field,
  ImagePicker,
  ImagePreview,
  Input,
  revokePreparedImage,
  SelectControl,
  Textarea,
} from '@univida/shared-ui';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { GENDER_OPTIONS } from '../../../constants';
import { lazyResolver } from '../../../lib/lazy-resolver';
import type { StudentProfileInput } from '../types/registration';
import { StepButtons, StepFrame, type StepProps } from './step-frame';

const rules = lazyResolver(() =>
  import('../types/registration').then((module) => module.studentProfileResolver),
);

/** Step 3 (students): photo, city, career (required), gender, short bio. */
export function StudentProfileStep({ draft, advance, back, focusOnMount }: StepProps) {
  // The rules download while the step is read, not when it is sent.
  useEffect(() => rules.preload(), []);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<StudentProfileInput>({
    resolver: rules.resolver,
    defaultValues: draft.profile,
  });

  return (
    <StepFrame
      title="Tu perfil"
      description="Así te conocerán otros estudiantes."
      focusOnMount={focusOnMount}
      onSubmit={handleSubmit((profile) => advance({ profile }))}
      actions={<StepButtons onBack={() => back({ profile: getValues() })} nextLabel="Siguiente" />}
    >
      <Fields>
        <Controller
          control={control}
          name="photo"
          render={({ field: { value, onChange } }) => (
            <PhotoField>
              <Field label="Foto de perfil (opcional)">
                <ImagePicker
                  label={value ? 'Cambiar foto' : 'Seleccionar foto'}
                  onSelect={([picked]) => {
                    if (value) revokePreparedImage(value);
                    onChange(picked);
                  }}
                />
              </Field>
              {value && (
                <ImagePreview
                  src={value.previewUrl}
                  alt="Vista previa de tu foto de perfil"
                  removeLabel="Quitar foto"
                  onRemove={() => {
                    revokePreparedImage(value);
                    onChange(undefined);
                  }}
                />
              )}
            </PhotoField>
          )}
        />
        <Field label="Ciudad" error={errors.city?.message} required>
          <Input autoComplete="address-level2" {...register('city')} />
        </Field>
        <Field label="Carrera" error={errors.career?.message} required>
          <Input {...register('career')} />
        </Field>
        <SelectControl
          control={control}
          name="gender"
          label="Género"
          options={GENDER_OPTIONS}
          placeholder="Prefiero no decirlo"
        />
        <Field label="Sobre ti" hint="Una breve descripción." error={errors.bio?.message}>
          <Textarea rows={3} {...register('bio')} />
        </Field>
      </Fields>
    </StepFrame>
  );
}

const PhotoField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
