import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@univida/shared-testing';
import { axeViolations } from '@univida/shared-ui/test/axe';
import { describe, expect, it } from 'vitest';
import { DATA_ERROR_FALLBACK } from '@univida/shared-ui';
import { ConversationChat } from '../conversation-chat';
import { memoryBackend } from './memory-backend';

const ANA = { id: 'ana', full_name: 'Ana García', profile_picture_url: null };
const ROSA = { id: 'rosa', full_name: 'Rosa Pérez', profile_picture_url: null };
const C = 'conversation-1';

const message = (id: string, sender_id: string, content: string, created_at: string) => ({
  id,
  conversation_id: C,
  sender_id,
  content,
  created_at,
});

const texts = () =>
  within(screen.getByRole('log', { name: 'Mensajes' }))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent)
    .filter(Boolean);

function setup(initial = [message('m1', 'rosa', 'Hola Ana', '2026-11-26T08:00:00Z')]) {
  const server = memoryBackend([ANA, ROSA], initial);
  const user = userEvent.setup();
  renderApp(<ConversationChat conversationId={C} userId="ana" backend={server.backend} />);
  return { server, user, input: () => screen.getByLabelText('Escribe un mensaje') };
}

describe('ConversationChat', () => {
  it("shows the conversation's messages with their senders, looking each person up once", async () => {
    const { server } = setup([
      message('m1', 'rosa', 'Hola Ana', '2026-11-26T08:00:00Z'),
      message('m2', 'rosa', '¿Vemos el piso?', '2026-11-26T08:01:00Z'),
      message('m3', 'ana', 'Claro', '2026-11-26T08:02:00Z'),
    ]);
    expect(await screen.findByText('Hola Ana')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Rosa Pérez')).toHaveLength(2));
    expect(texts()).toEqual(['Hola Ana', '¿Vemos el piso?', 'Claro']);
    expect(screen.getAllByText('Tú')).toHaveLength(1);
    await act(
      async () =>
        void server.othersWrite({
          id: 'm4',
          conversation_id: C,
          sender_id: 'rosa',
          content: 'Genial',
        }),
    );
    expect(await screen.findByText('Genial')).toBeInTheDocument();
    const asked = server.backend.fetchSenders.mock.calls.flatMap(([ids]) => ids);
    expect(asked.filter((id) => id === 'rosa')).toHaveLength(1);
  });

  it('marks where each day starts, in a list axe finds nothing wrong with', async () => {
    setup([
      message('m1', 'rosa', 'Hola Ana', '2026-11-25T08:00:00Z'),
      message('m2', 'ana', 'Hola Rosa', '2026-11-26T08:00:00Z'),
    ]);
    expect(await screen.findByText('Hola Rosa')).toBeInTheDocument();
    expect(screen.getAllByRole('separator')).toHaveLength(2);
    expect(await axeViolations()).toEqual([]);
  });

  it('sends with Enter, makes a new line with Shift+Enter, and sends nothing blank', async () => {
    const { server, user, input } = setup();
    await screen.findByText('Hola Ana');
    await user.type(input(), '   {Enter}');
    expect(server.backend.insertMessage).not.toHaveBeenCalled();
    await user.clear(input());
    await user.type(input(), 'Primera línea{Shift>}{Enter}{/Shift}segunda{Enter}');
    await waitFor(() => expect(texts()).toEqual(['Hola Ana', 'Primera línea\nsegunda']));
    expect(input()).toHaveValue('');
    expect(server.stored.at(-1)).toMatchObject({
      sender_id: 'ana',
      content: 'Primera línea\nsegunda',
    });
  });

  it("sends with the 'Enviar' button by keyboard, and focus goes back to the message box", async () => {
    const { user, input } = setup();
    await screen.findByText('Hola Ana');
    await user.type(input(), '¿Sigue libre?');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(texts()).toEqual(['Hola Ana', '¿Sigue libre?']));
    expect(input()).toHaveFocus();
  });

  it('shows a message at once as pending, then as stored', async () => {
    const { server, user, input } = setup();
    await screen.findByText('Hola Ana');
    let release: () => void = () => {};
    const stored = server.backend.insertMessage.getMockImplementation()!;
    server.backend.insertMessage.mockImplementationOnce(async (draft) => {
      await new Promise<void>((resolve) => (release = resolve));
      return stored(draft);
    });
    await user.type(input(), '¿Cuándo te viene bien?{Enter}');
    expect(await screen.findByText('Enviando…')).toBeInTheDocument();
    expect(texts()).toContain('¿Cuándo te viene bien?');
    await act(async () => release());
    await waitFor(() => expect(screen.queryByText('Enviando…')).not.toBeInTheDocument());
    expect(texts().filter((text) => text === '¿Cuándo te viene bien?')).toHaveLength(1);
  });

  it("puts the text back into the input and says 'Error al enviar mensaje' when the insert is refused", async () => {
    const { server, user, input } = setup();
    await screen.findByText('Hola Ana');
    server.refuseInserts(new Error('new row violates row-level security policy'));
    await user.type(input(), 'No se guardará{Enter}');
    expect(await screen.findByText('Error al enviar mensaje')).toBeInTheDocument();
    // The server's English refusal is not shown: a Spanish sentence instead.
    expect(screen.getByText(DATA_ERROR_FALLBACK)).toBeInTheDocument();
    expect(screen.queryByText(/row-level security/)).not.toBeInTheDocument();
    expect(input()).toHaveValue('No se guardará');
    expect(texts()).toEqual(['Hola Ana']);
  });

  it('keeps a message sent while the backend is down and stores it once it is back', async () => {
    const { server, user, input } = setup();
    await screen.findByText('Hola Ana');
    act(() => server.goDown());
    expect(await screen.findByRole('status')).toHaveTextContent('Reconectando…');
    await user.type(input(), 'Enviado sin conexión{Enter}');
    expect(await screen.findByText('Sin conexión: se enviará al reconectar')).toBeInTheDocument();
    act(() => server.comeBack());
    await waitFor(() =>
      expect(screen.queryByText('Sin conexión: se enviará al reconectar')).not.toBeInTheDocument(),
    );
    expect(server.stored.filter((m) => m.content === 'Enviado sin conexión')).toHaveLength(1);
    expect(texts()).toEqual(['Hola Ana', 'Enviado sin conexión']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('after a reconnect, shows what the other side wrote meanwhile, in order, none twice', async () => {
    const { server } = setup();
    await screen.findByText('Hola Ana');
    act(() => server.goDown());
    const missed = ['uno', 'dos', 'tres'].map((content, i) =>
      server.othersWrite({ id: `missed-${i}`, conversation_id: C, sender_id: 'rosa', content }),
    );
    expect(screen.queryByText('uno')).not.toBeInTheDocument();
    act(() => server.comeBack());
    // A live delivery of one of them racing the catch-up read changes nothing.
    act(() => server.echo(missed[1]!));
    await waitFor(() => expect(texts()).toEqual(['Hola Ana', 'uno', 'dos', 'tres']));
    act(() => server.echo(missed[2]!));
    expect(texts()).toEqual(['Hola Ana', 'uno', 'dos', 'tres']);
  });

  it('offers the error state with Reintentar when the first load fails, and loads on retry', async () => {
    const server = memoryBackend(
      [ANA, ROSA],
      [message('m1', 'rosa', 'Hola Ana', '2026-11-26T08:00:00Z')],
    );
    const read = server.backend.fetchMessages.getMockImplementation()!;
    server.backend.fetchMessages.mockRejectedValue(new Error('boom'));
    server.backend.subscribe.mockImplementation(() => () => true);
    const user = userEvent.setup();
    renderApp(<ConversationChat conversationId={C} userId="ana" backend={server.backend} />);
    expect(await screen.findByText('Error al cargar los mensajes')).toBeInTheDocument();
    server.backend.fetchMessages.mockImplementation(read);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Hola Ana')).toBeInTheDocument();
  });
});
