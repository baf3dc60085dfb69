import { Field, Input } from '@univida/shared-ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { toastMissingCredentials } from '../api/register-account';
import { lazyResolver } from '../../../lib/lazy-resolver';
import type { AccountInput } from '../types/registration';
import { StepButtons, StepFrame, type StepProps } from './step-frame';

const rules = lazyResolver(() =>
  import('../types/registration').then((module) => module.accountResolver),
);

/** Step 2: name, email, password, phone. Owners finish here. */
export function AccountStep({
  draft,
  advance,
  back,
  focusOnMount,
  submitting,
  refusal,
}: StepProps) {
  const isOwner = draft.role === 'owner';
  // The rules download while the step is read, not when it is sent.
  useEffect(() => rules.preload(), []);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<AccountInput>({ resolver: rules.resolver, defaultValues: draft.account });
  // The server refused this email or password: said on the field, which takes focus (after the
  // step's heading, whose effect runs first).
  useEffect(() => {
    if (!refusal?.field) return;
    setError(refusal.field, { type: 'server', message: refusal.message });
    setFocus(refusal.field);
  }, [refusal, setError, setFocus]);

  const onSubmit = handleSubmit(
    (account) => advance({ account }),
    // SPEC §8: a missing email or password also raises the 'Faltan datos' toast.
    () => {
      const { email, password } = getValues();
      if (!email.trim() || !password) toastMissingCredentials();
    },
  );

  return (
    <StepFrame
      title="Tus datos"
      description={
        isOwner
          ? 'Con estos datos podrás publicar tus alojamientos.'
          : 'Los usarás para entrar en UniVida.'
      }
      focusOnMount={focusOnMount}
      onSubmit={onSubmit}
      actions={
        <StepButtons
          onBack={() => back({ account: getValues() })}
          nextLabel={isOwner ? 'Finalizar Registro' : 'Siguiente'}
          submitting={submitting}
        />
      }
    >
      <Fields>
        <Field label="Nombre completo" error={errors.full_name?.message} required>
          <Input autoComplete="name" {...register('full_name')} />
        </Field>
        <Field label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field
          label="Contraseña"
          error={errors.password?.message}
          hint="Mínimo 8 caracteres."
          required
        >
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </Field>
        <Field label="Teléfono" error={errors.phone?.message} required>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </Field>
      </Fields>
    </StepFrame>
  );
}

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
