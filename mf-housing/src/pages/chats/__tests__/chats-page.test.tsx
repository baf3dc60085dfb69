import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@univida/shared-router';
import { renderApp } from '@univida/shared-testing';
import { describe, expect, it, vi } from 'vitest';
import type { ConversationSummary } from '../../../features/chats/api/get-conversations';
import ChatsPage from '../chats-page';

// mf_housing's unit tests have no backend: a signed-in user with two conversations, whose
// messages pane is a stand-in (shared-chat tests its own).
vi.mock('@univida/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@univida/shared-auth')>()),
  useRequireAuth: () => ({ user: { id: 'user-1' } }),
}));
vi.mock('@univida/shared-chat', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@univida/shared-chat')>()),
  ConversationChat: () => <textarea aria-label="Mensaje" />,
}));
vi.mock('../../../features/chats/api/get-conversations', async (importOriginal) => {
  const actual =
    await importOriginal<typeof import('../../../features/chats/api/get-conversations')>();
  const { queryOptions, useQuery } = await import('@univida/shared-query');
  const conversation = (id: string, name: string): ConversationSummary => ({
    accommodation_id: '',
    accommodation_name: '',
    conversation_id: id,
    last_message_at: '2026-11-28T10:00:00Z',
    last_message_content: 'Hola',
    other_user_avatar: '',
    other_user_id: `other-${id}`,
    other_user_name: name,
    unread_count: 0,
  });
  const getConversationsQueryOptions = (userId: string) =>
    queryOptions({
      queryKey: ['chats', userId, 'conversations'],
      queryFn: async () => [
        conversation('c-1', 'Lucía Fernández'),
        conversation('c-2', 'Pablo Gil'),
      ],
    });
  return {
    ...actual,
    getConversationsQueryOptions,
    useConversations: (userId: string) => useQuery(getConversationsQueryOptions(userId)),
  };
});
vi.mock('../../../features/chats/api/mark-conversation-read', () => ({
  useMarkConversationRead: () => ({ mutate: () => {} }),
}));
vi.mock('../../../features/chats/hooks/use-live-conversation-list', () => ({
  useLiveConversationList: () => {},
}));

describe('ChatsPage and focus (one pane at a time, as on a phone)', { timeout: 30_000 }, () => {
  it("opening a conversation focuses its heading; 'Volver' focuses the conversation left", async () => {
    const user = userEvent.setup();
    renderApp(
      <Routes>
        <Route path="/chats" element={<ChatsPage />} />
      </Routes>,
      { route: '/chats' },
    );
    const pablo = await screen.findByRole('link', { name: /Pablo Gil/ });
    pablo.focus();
    await user.keyboard('{Enter}');

    // jsdom lays nothing out: the pressed link counts as hidden, as the list is on a phone.
    const heading = await screen.findByRole('heading', { name: 'Pablo Gil' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.activeElement).not.toBe(document.body);

    await user.keyboard('{Tab}');
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toHaveFocus();
    screen.getByRole('link', { name: 'Volver a las conversaciones' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Elige una conversación' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: /Pablo Gil/ })),
    );
  });
});
