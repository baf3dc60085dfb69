import { Button, Card, Field, Input } from '@univida/shared-ui';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';

const emailSchema = z.email('Escribe un correo válido.');

/** The newsletter box: the email is checked and thanked for; nothing is sent (SPEC §2). */
export function NewsletterBox() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [subscribed, setSubscribed] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = emailSchema.safeParse(email.trim());
    if (!result.success) {
      setError(result.error.issues[0]?.message);
      return;
    }
    setSubscribed(true);
  };
  return (
    <Card asChild>
      <section aria-label="Newsletter">
        <Card.Header>
          <Card.Title as="h2">Newsletter</Card.Title>
          <Card.Description>Recibe las novedades en tu correo.</Card.Description>
        </Card.Header>
        <Card.Content>
          {subscribed ? (
            <p role="status">¡Gracias por suscribirte! Te escribiremos con las próximas novedades.</p>
          ) : (
            <form onSubmit={submit} noValidate>
              <Field label="Email" error={error}>
                <Input
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => {
                    setEmail(event.target.value);
                    setError(undefined);
                  }}
                />
              </Field>
              <Button type="submit">Suscribirse</Button>
            </form>
          )}
        </Card.Content>
      </section>
    </Card>
  );
}
