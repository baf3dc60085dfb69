import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHATBOT_REPLY_DELAY_MS } from '../../../constants';
import { renderInShell } from '../../../test/render';
import { CHATBOT_GREETING, CHATBOT_REPLY } from '../chatbot-messages';
import { ChatbotWidget } from '../chatbot-widget';

describe('ChatbotWidget', () => {
  // The panel is a lazy chunk: loaded once here, it renders on the click's next microtask.
  beforeAll(() => import('../chatbot-panel'));
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const open = async () => {
    renderInShell(<ChatbotWidget />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Abrir chat de ayuda' }));
    });
    return screen.getByRole('dialog', { name: 'Chat de ayuda' });
  };

  it('opens from the floating button with the canned greeting and the in-development notice', async () => {
    const panel = await open();
    expect(within(panel).getByText(CHATBOT_GREETING)).toBeInTheDocument();
    expect(within(panel).getByText(/Chat en desarrollo/)).toBeInTheDocument();
  });

  it('keeps send disabled for empty or blank input', async () => {
    const panel = await open();
    const send = within(panel).getByRole('button', { name: 'Enviar mensaje' });
    expect(send).toBeDisabled();
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Mensaje para el asistente' }), {
      target: { value: '   ' },
    });
    expect(send).toBeDisabled();
  });

  it('shows the message at once and the canned reply exactly after 1000 ms', async () => {
    const panel = await open();
    const input = within(panel).getByRole('textbox', { name: 'Mensaje para el asistente' });
    fireEvent.change(input, { target: { value: '¿Hay becas en Zaragoza?' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Enviar mensaje' }));

    expect(within(panel).getByText('¿Hay becas en Zaragoza?')).toBeInTheDocument();
    expect(input).toHaveValue('');
    act(() => vi.advanceTimersByTime(CHATBOT_REPLY_DELAY_MS - 1));
    expect(within(panel).queryByText(CHATBOT_REPLY)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(panel).getByText(CHATBOT_REPLY)).toBeInTheDocument();
    expect(CHATBOT_REPLY_DELAY_MS).toBe(1000);
  });

  it('closes again', async () => {
    await open();
    fireEvent.click(screen.getAllByRole('button', { name: 'Cerrar chat de ayuda' })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
