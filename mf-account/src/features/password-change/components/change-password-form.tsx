import {
  Button,
  Card,
  Field,
  FormError,
  Input,
  toast,
  useFocusAfterRender,
} from '@univida/shared-ui';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { changePassword } from '../api/change-password';
import type { ChangePasswordInput } from '../api/change-password-schema';

const rules = lazyResolver(() =>
  import('../api/change-password-schema').then((module) => module.changePasswordResolver),
);

const EMPTY: ChangePasswordInput = { current: '', password: '', confirm: '' };

/** /profile's 'Cambiar contraseña': the current password, then the new one twice. */
export function ChangePasswordForm({ email }: { email: string }) {
  const headingId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({ resolver: rules.resolver, defaultValues: EMPTY });
  // A refusal about no one field is said under the form, which takes focus there.
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const onSubmit = handleSubmit(async ({ current, password }) => {
    setRefusal(null);
    const refused = await changePassword(email, current, password);
    if (!refused) {
      reset(EMPTY);
      toast({ title: 'Contraseña actualizada', variant: 'success' });
      // The button waited disabled (Chromium dropped its focus to <body>): focus goes back to it.
      focusAfterRender(() => (submit.current?.disabled ? null : submit.current));
      return;
    }
    toast({
      title: 'No se pudo cambiar la contraseña',
      description: refused.message,
      variant: 'destructive',
    });
    if (refused.field) {
      setError(refused.field, { type: 'server', message: refused.message });
      setFocus(refused.field);
    } else {
      setRefusal(refused.message);
      focusAfterRender(() => refusalRef.current);
    }
  });

  return (
    <Card asChild>
      <Section aria-labelledby={headingId}>
        <Card.Content>
          <Card.Title as="h2" id={headingId}>
            Cambiar contraseña
          </Card.Title>
          <Form onSubmit={onSubmit} onFocus={rules.preload} noValidate aria-labelledby={headingId}>
            {/* For password managers: the account whose password this is. */}
            <input type="hidden" autoComplete="username" value={email} readOnly />
            <Field label="Contraseña actual" error={errors.current?.message}>
              <Input type="password" autoComplete="current-password" {...register('current')} />
            </Field>
            <Field
              label="Nueva contraseña"
              hint="Mínimo 8 caracteres."
              error={errors.password?.message}
            >
              <Input type="password" autoComplete="new-password" {...register('password')} />
            </Field>
            <Field label="Repite la nueva contraseña" error={errors.confirm?.message}>
              <Input type="password" autoComplete="new-password" {...register('confirm')} />
            </Field>
            {refusal && <FormError ref={refusalRef}>{refusal}</FormError>}
            <div>
              <Button ref={submit} type="submit" loading={isSubmitting}>
                Cambiar contraseña
              </Button>
            </div>
          </Form>
        </Card.Content>
      </Section>
    </Card>
  );
}

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[6]};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
  max-width: 28rem;
`;
