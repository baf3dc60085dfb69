import { zodResolver } from '@hookform/resolvers/zod';
import { signIn } from '@univida/shared-auth';
import { Button, Field, Input, toast } from '@univida/shared-ui';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@univida/shared-router';
import styled from 'styled-components';
import { loginSchema, type LoginInput } from '../api/login-schema';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Email + password sign-in with the SPEC §8 toasts; success goes to `redirectTo` (home by default). */
export function LoginForm({ redirectTo = '/' }: { redirectTo?: string }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema) });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    const { error } = await signIn(email, password);
    if (error) {
      toast({
        title: '❌ Error al iniciar sesión',
        description: 'Revisa tu correo y contraseña.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: '✅ ¡Bienvenido de nuevo!', variant: 'success' });
    void navigate(redirectTo, { replace: true });
  });

  return (
    <Form onSubmit={onSubmit} noValidate>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field label="Contraseña" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        Iniciar sesión
      </Button>
    </Form>
  );
}
