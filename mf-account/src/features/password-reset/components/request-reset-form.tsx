import { authErrorMessage } from '@univida/shared-auth/auth-messages';
import { Button, Field, Input, toast, useFocusAfterRender } from '@univida/shared-ui';
import { Mail } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { requestPasswordReset } from '../api/password-reset';
import { lazyResolver } from '../../../lib/lazy-resolver';
import type { RequestResetInput } from '../api/password-reset-schemas';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

// The icon is drawn, not an emoji: a phone without an emoji font shows an empty box.
const SentTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const rules = lazyResolver(() =>
  import('../api/password-reset-schemas').then((module) => module.requestResetResolver),
);

/** Asks for the account's email and mails the recovery link; the answer never says whether it exists. */
export function RequestResetForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RequestResetInput>({ resolver: rules.resolver });
  // The form (and its pressed button) gives way to the message: focus goes to its heading rather
  // than to <body>, so the next Tab goes on from there and a screen reader reads it.
  const sentTitle = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const onSubmit = handleSubmit(async ({ email }) => {
    const { error } = await requestPasswordReset(email.trim());
    if (error) {
      toast({
        title: 'No se pudo enviar el enlace',
        description: authErrorMessage(error),
        variant: 'destructive',
      });
      return;
    }
    focusAfterRender(() => sentTitle.current);
    setSentTo(email.trim());
  });

  if (sentTo) {
    return (
      <div role="status">
        <SentTitle ref={sentTitle} tabIndex={-1}>
          <Mail aria-hidden="true" />
          Revisa tu correo
        </SentTitle>
        <p>
          Si hay una cuenta con {sentTo}, te hemos enviado un enlace para elegir una contraseña
          nueva. El enlace sirve una sola vez durante una hora.
        </p>
      </div>
    );
  }
  return (
    <Form onSubmit={onSubmit} onFocus={rules.preload} noValidate>
      <p>Escribe el email de tu cuenta.</p>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        Enviar enlace
      </Button>
    </Form>
  );
}
