import { signIn } from '@univida/shared-auth';
import { Button, Field, FormError, Input, toast, useFocusAfterRender } from '@univida/shared-ui';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from '@univida/shared-router';
import styled from 'styled-components';
import { prefilledEmail } from '../../../lib/login-prefill';
import { lazyResolver } from '../../../lib/lazy-resolver';
import type { LoginInput } from '../api/login-schema';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const rules = lazyResolver(() =>
  import('../api/login-schema').then((module) => module.loginResolver),
);

/** Email + password sign-in with the SPEC §8 toasts; success goes to `redirectTo` (home by default). */
export function LoginForm({ redirectTo = '/' }: { redirectTo?: string }) {
  const navigate = useNavigate();
  // After registering, the new account's email is already filled in.
  const email = prefilledEmail(useLocation().state);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: rules.resolver,
    defaultValues: { email, password: '' },
  });

  // A refused sign-in is also said in the form, which takes focus there: the toast alone sat in
  // a corner, away from the fields to correct.
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setRefusal(null);
    // signIn itself toasts a failure: 'Error al iniciar sesión' with the reason in Spanish.
    const { error } = await signIn(email, password);
    if (error) {
      // Its wording comes with the refusal: the page's first visit downloads none of it.
      const { authErrorMessage } = await import('@univida/shared-auth/auth-messages');
      setRefusal(authErrorMessage(error));
      focusAfterRender(() => refusalRef.current);
      return;
    }
    toast({ title: '¡Bienvenido de nuevo!', variant: 'success' });
    void navigate(redirectTo, { replace: true });
  });

  return (
    <Form onSubmit={onSubmit} onFocus={rules.preload} noValidate>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field label="Contraseña" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </Field>
      {refusal && <FormError ref={refusalRef}>{refusal}</FormError>}
      <Button type="submit" disabled={isSubmitting}>
        Iniciar sesión
      </Button>
    </Form>
  );
}
