import { Button, Input } from '@univida/shared-ui';
import { Bot, Construction, MessageCircle, Send, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { CHATBOT_REPLY_DELAY_MS } from '../../constants';
import { CHATBOT_GREETING, CHATBOT_REPLY } from './chatbot-messages';

interface ChatMessage {
  id: number;
  from: 'bot' | 'user';
  text: string;
}

/** Floating help chat: a canned greeting, and a canned reply one second after each message. */
export function ChatbotWidget() {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [messages, setMessages] = useState<ChatMessage[]>([
    { id: 0, from: 'bot', text: CHATBOT_GREETING },
  ]);
  const nextId = useRef(1);
  const timers = useRef<number[]>([]);
  const listEnd = useRef<HTMLLIElement>(null);
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
  // Block body on purpose: Chromium's scrollIntoView returns a Promise, which React would take for a cleanup.
  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [messages]);

  const add = (from: ChatMessage['from'], text: string) =>
    setMessages((current) => [...current, { id: nextId.current++, from, text }]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    add('user', text);
    setDraft('');
    timers.current.push(window.setTimeout(() => add('bot', CHATBOT_REPLY), CHATBOT_REPLY_DELAY_MS));
  };

  return (
    <>
      {open && (
        <Panel id={panelId} role="dialog" aria-label="Chat de ayuda" onKeyDown={closeOnEscape}>
          <PanelHeader>
            <Bot size={20} aria-hidden="true" />
            <div>
              <strong>Asistente UniVida</strong>
              <Status>
                <Construction size={14} aria-hidden="true" />
                Chat en desarrollo
              </Status>
            </div>
            <Button variant="ghost" size="icon" aria-label="Cerrar chat de ayuda" onClick={close}>
              <X size={18} aria-hidden="true" />
            </Button>
          </PanelHeader>
          <Messages aria-live="polite">
            {messages.map((message) => (
              <Bubble key={message.id} $from={message.from}>
                {message.text}
              </Bubble>
            ))}
            <li ref={listEnd} aria-hidden="true" />
          </Messages>
          <Composer onSubmit={send}>
            <Input
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="Escribe tu pregunta…"
              aria-label="Mensaje para el asistente"
            />
            <Button
              type="submit"
              size="icon"
              aria-label="Enviar mensaje"
              disabled={draft.trim() === ''}
            >
              <Send size={18} aria-hidden="true" />
            </Button>
          </Composer>
        </Panel>
      )}
      <Launcher
        ref={launcher}
        onKeyDown={closeOnEscape}
        type="button"
        aria-label={open ? 'Cerrar chat de ayuda' : 'Abrir chat de ayuda'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X size={24} aria-hidden="true" /> : <MessageCircle size={24} aria-hidden="true" />}
      </Launcher>
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
  width: 56px;
  height: 56px;
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
`;

const Panel = styled.section`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: calc(56px + ${({ theme }) => theme.space[6]});
  z-index: ${({ theme }) => theme.zIndices.chatbot};
  display: flex;
  flex-direction: column;
  width: min(360px, calc(100vw - 2rem));
  height: min(480px, calc(100vh - 160px));
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.xl};
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2]}
    ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  > div {
    flex: 1;
    display: grid;
  }
  button {
    color: inherit;
  }
`;

const Status = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  opacity: 0.9;
`;

const Messages = styled.ul`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  overflow-y: auto;
  list-style: none;
  background: ${({ theme }) => theme.colors.background};
`;

const Bubble = styled.li<{ $from: ChatMessage['from'] }>`
  max-width: 85%;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  align-self: ${({ $from }) => ($from === 'user' ? 'flex-end' : 'flex-start')};
  color: ${({ theme, $from }) => ($from === 'user' ? theme.colors.onPrimary : theme.colors.text)};
  background: ${({ theme, $from }) => ($from === 'user' ? theme.colors.primary : theme.colors.surface)};
  border: 1px solid
    ${({ theme, $from }) => ($from === 'user' ? theme.colors.primary : theme.colors.border)};
`;

const Composer = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  > :first-child {
    flex: 1;
  }
`;
