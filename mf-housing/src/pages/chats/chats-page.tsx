import { Card, Container, EmptyState, Field, Input, PageHeader } from '@univida/shared-ui';
import styled from 'styled-components';

const Panes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => `@media (min-width: ${theme.breakpoints.md}px) { grid-template-columns: 320px 1fr; }`}
`;

/** /chats — conversation list beside the message pane. */
export default function ChatsPage() {
  return (
    <Container>
      <PageHeader title="Chats" subtitle="Tus conversaciones con propietarios y compañeros." />
      <Panes>
        <Card asChild>
          <section aria-label="Conversaciones">
            <Card.Content>
              <Field label="Buscar conversaciones">
                <Input type="search" disabled />
              </Field>
            </Card.Content>
          </section>
        </Card>
        <Card asChild>
          <section aria-label="Mensajes">
            <Card.Content>
              <EmptyState title="Muy pronto" description="Aquí aparecerán tus mensajes." />
            </Card.Content>
          </section>
        </Card>
      </Panes>
    </Container>
  );
}
