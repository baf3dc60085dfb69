import { authErrorMessage } from '@univida/shared-auth/auth-messages';
import { Button, Field, Input, toast } from '@univida/shared-ui';
import { useNavigate } from '@univida/shared-router';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { setNewPassword } from '../api/password-reset';
import { lazyResolver } from '../../../lib/lazy-resolver';
import type { NewPasswordInput } from '../api/password-reset-schemas';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const rules = lazyResolver(() =>
  import('../api/password-reset-schemas').then((module) => module.newPasswordResolver),
);

/** The new password, twice, for the account the recovery link signed in; success goes home. */
export function NewPasswordForm({ email }: { email: string | undefined }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordInput>({ resolver: rules.resolver });

  const onSubmit = handleSubmit(async ({ password }) => {
    const { error } = await setNewPassword(password);
    if (error) {
      toast({
        title: 'No se pudo cambiar la contraseña',
        description: authErrorMessage(error),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Contraseña actualizada', variant: 'success' });
    void navigate('/');
  });

  return (
    <Form onSubmit={onSubmit} onFocus={rules.preload} noValidate>
      <p>Elige una contraseña nueva{email ? ` para ${email}` : ''}.</p>
      <Field label="Nueva contraseña" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label="Repite la contraseña" error={errors.confirm?.message}>
        <Input type="password" autoComplete="new-password" {...register('confirm')} />
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        Guardar contraseña
      </Button>
    </Form>
  );
}
