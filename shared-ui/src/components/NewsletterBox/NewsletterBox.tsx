import { CheckCircle2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { Input } from '../Input/Input';

export interface NewsletterBoxProps {
  /** Heading of the box. */
  title?: string;
  description?: string;
  /** The heading's level where the box sits (the footer's is 2). */
  headingLevel?: 2 | 3;
  className?: string;
}

// The browser's own email check (input type=email) lets intranet hosts through ('x@y'); like the
// sign-up form's check, the domain must also end in a dot and a top-level domain ('x@y.es').
const PUBLIC_DOMAIN = /@[^@\s]+\.[a-z]{2,}$/i;
const isEmail = (value: string, input: HTMLInputElement | null) =>
  PUBLIC_DOMAIN.test(value) && (input?.validity.valid ?? true);

/**
 * The one newsletter box (the footer's and /novedades'): a validated email and a thank-you
 * message. It sends nothing (SPEC §7: the newsletter makes no call).
 */
export function NewsletterBox({
  title = 'No te pierdas nada',
  description = 'Novedades sobre becas, alojamiento y eventos universitarios, una vez al mes.',
  headingLevel = 2,
  className,
}: NewsletterBoxProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as const;

  const subscribe = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement | null;
    const value = email.trim();
    if (!isEmail(value, input)) {
      setError(value === '' ? 'Escribe tu email.' : 'Introduce un email válido.');
      input?.focus();
      return;
    }
    setError(null);
    setSubscribed(value);
    setEmail('');
  };

  return (
    <Box className={className} aria-labelledby={`${id}-title`}>
      <div>
        <Heading id={`${id}-title`}>{title}</Heading>
        <Description>{description}</Description>
      </div>
      <div>
        <Form onSubmit={subscribe} noValidate>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="tu@correo.es"
            aria-label="Tu email para el boletín"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) setError(null);
            }}
          />
          <Button type="submit">Suscribirse</Button>
        </Form>
        {error && (
          <ErrorText id={`${id}-error`} role="alert">
            {error}
          </ErrorText>
        )}
        <Thanks role="status">
          {subscribed && (
            <>
              <CheckCircle2 aria-hidden size={18} />
              <span>¡Gracias por suscribirte! Te escribiremos a {subscribed}.</span>
            </>
          )}
        </Thanks>
      </div>
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 1fr 1fr;
  }
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  > :first-child {
    flex: 1 1 200px;
  }
`;

const ErrorText = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.destructiveText};
`;

const Thanks = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.successText};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  /* Kept in the page while empty, so screen readers already watch it when the thanks arrive. */
  &:empty {
    margin: 0;
  }
`;
