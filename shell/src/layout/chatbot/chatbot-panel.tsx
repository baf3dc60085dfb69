import { Button, Input } from '@univida/shared-ui';
import { Bot, Construction, Send, X } from 'lucide-react';
import { useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';

export interface ChatMessage {
  id: number;
  from: 'bot' | 'user';
  text: string;
}

interface ChatbotPanelProps {
  id: string;
  messages: ChatMessage[];
  /** The message being written, kept by the widget so closing the chat does not lose it. */
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: (text: string) => void;
  onClose: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** The open help chat: its messages and the composer (the conversation lives in ChatbotWidget). */
export default function ChatbotPanel({
  id,
  messages,
  draft,
  onDraftChange,
  onSend,
  onClose,
  onKeyDown,
}: ChatbotPanelProps) {
  const listEnd = useRef<HTMLLIElement>(null);

  // Block body on purpose: Chromium's scrollIntoView returns a Promise, which React would take for a cleanup.
  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [messages]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    onSend(text);
    onDraftChange('');
  };

  return (
    <Panel id={id} role="dialog" aria-label="Chat de ayuda" onKeyDown={onKeyDown}>
      <PanelHeader>
        <Bot size={20} aria-hidden="true" />
        <div>
          <strong>Asistente UniVida</strong>
          <Status>
            <Construction size={14} aria-hidden="true" />
            Chat en desarrollo
          </Status>
        </div>
        <Button variant="ghost" size="icon" aria-label="Cerrar chat de ayuda" onClick={onClose}>
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
          // Opened to be written in: focus goes to the message box, Escape gives it back.
          autoFocus
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
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
  );
}

const Panel = styled.section`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: calc(${({ theme }) => theme.sizes.chatLauncher} + ${({ theme }) => theme.space[6]});
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
