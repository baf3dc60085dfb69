import { HIDES_HELP_CHAT_ON_PHONE } from '@univida/shared-ui';
import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { CHATBOT_REPLY_DELAY_MS } from '../../constants';
import type { ChatMessage } from './chatbot-panel';
import { CHATBOT_GREETING, CHATBOT_REPLY } from './chatbot-messages';

// The panel is fetched when the launcher is first pointed at, focused or pressed: every page shows
// the launcher, few visits open the chat.
const loadPanel = () => import('./chatbot-panel');
const ChatbotPanel = lazy(loadPanel);

/** Floating help chat: a canned greeting, and a canned reply one second after each message. */
export function ChatbotWidget() {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [messages, setMessages] = useState<ChatMessage[]>([
    { id: 0, from: 'bot', text: CHATBOT_GREETING },
  ]);
  const nextId = useRef(1);
  const timers = useRef<number[]>([]);
  const panelId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  // Closing (its button or Escape, as for every other overlay) gives focus back to the launcher.
  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) close();
  };

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const add = (from: ChatMessage['from'], text: string) =>
    setMessages((current) => [...current, { id: nextId.current++, from, text }]);

  const send = (text: string) => {
    add('user', text);
    timers.current.push(window.setTimeout(() => add('bot', CHATBOT_REPLY), CHATBOT_REPLY_DELAY_MS));
  };

  return (
    <>
      <Launcher
        ref={launcher}
        onKeyDown={closeOnEscape}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        type="button"
        aria-label={open ? 'Cerrar chat de ayuda' : 'Abrir chat de ayuda'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X size={24} aria-hidden="true" /> : <MessageCircle size={24} aria-hidden="true" />}
      </Launcher>
      {/* After the launcher: from it, Tab goes on into the open chat, not out of the page. */}
      {open && (
        <Suspense fallback={null}>
          <ChatbotPanel
            id={panelId}
            messages={messages}
            draft={draft}
            onDraftChange={setDraft}
            onSend={send}
            onClose={close}
            onKeyDown={closeOnEscape}
          />
        </Suspense>
      )}
    </>
  );
}

const Launcher = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.chatbot};
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.chatLauncher};
  height: ${({ theme }) => theme.sizes.chatLauncher};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  body:has([${HIDES_HELP_CHAT_ON_PHONE}]) &:not([aria-expanded='true']) {
    display: none;
    @media (min-width: ${({ theme }) => theme.breakpoints.md + 1}px) {
      display: grid;
    }
  }
`;
