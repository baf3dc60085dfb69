import { Button, dataErrorMessage, Textarea, toast, VisuallyHidden } from '@univida/shared-ui';
import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { SEND_ERROR_TITLE } from '../constants';

export interface ComposerProps {
  /** Resolves once the message is stored; a rejection puts the text back and is toasted. */
  onSend(text: string): Promise<void>;
  /** Takes focus when it first shows. */
  focusOnMount?: boolean;
}

/**
 * The send form: Enter sends, Shift+Enter starts a new line; empty or blank text is not sent. The
 * input empties at once (the message shows as pending above); if it cannot be stored, its text
 * comes back into the input, ahead of anything typed since.
 */
export function Composer({ onSend, focusOnMount = false }: ComposerProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
    // Once, as it shows: later renders leave focus where the user put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = () => {
    if (!text.trim()) return;
    const sent = text;
    setText('');
    // Sent with the button, which empties and disables: focus goes back to the box, to go on.
    input.current?.focus();
    onSend(sent).catch((error: Error) => {
      setText((typed) => (typed ? `${sent}\n${typed}` : sent));
      toast({
        title: SEND_ERROR_TITLE,
        description: dataErrorMessage(error),
        variant: 'destructive',
      });
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Form onSubmit={onSubmit}>
      <VisuallyHidden asChild>
        <label htmlFor={inputId}>Escribe un mensaje</label>
      </VisuallyHidden>
      <Input
        ref={input}
        id={inputId}
        rows={1}
        value={text}
        placeholder="Escribe un mensaje…"
        maxLength={4000}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" size="icon" aria-label="Enviar" disabled={!text.trim()}>
        <Send aria-hidden />
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-end;
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Input = styled(Textarea)`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  max-height: 8rem;
`;
