import { Button, Container, Input, toast } from '@univida/shared-ui';
import type { FormEvent } from 'react';
import styled from 'styled-components';

/** The first footer block. It makes no call (SPEC §7): subscribing is not built yet. */
export function NewsletterBox() {
  const subscribe = (event: FormEvent) => {
    event.preventDefault();
    toast({ title: '🚧 ¡Función en desarrollo!' });
  };
  return (
    <Band>
      <Container>
        <Inner>
          <div>
            <h2>No te pierdas nada</h2>
            <p>Novedades sobre becas, alojamiento y eventos universitarios, una vez al mes.</p>
          </div>
          <Form onSubmit={subscribe}>
            <Input
              type="email"
              placeholder="tu@correo.es"
              aria-label="Correo para el boletín"
              required
            />
            <Button type="submit">Suscribirme</Button>
          </Form>
        </Inner>
      </Container>
    </Band>
  );
}

const Band = styled.section`
  padding: ${({ theme }) => theme.space[10]} 0;
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 1fr 1fr;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  > :first-child {
    flex: 1 1 200px;
  }
`;
