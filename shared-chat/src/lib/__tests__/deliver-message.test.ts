import { describe, expect, it, vi } from 'vitest';
import type { ChatBackend, InsertOutcome } from '../../api/chat-backend';
import { deliverMessage } from '../deliver-message';

const draft = { id: 'm1', conversation_id: 'c', sender_id: 'ana', content: 'Hola' };
const stored = { ...draft, created_at: '2026-11-26T10:00:00Z' };

function backendAnswering(...outcomes: InsertOutcome[]) {
  const insertMessage = vi.fn(
    async (_message: typeof draft) => outcomes.shift() ?? { kind: 'unreachable' as const },
  );
  return { backend: { insertMessage } as unknown as ChatBackend, insertMessage };
}

describe('deliverMessage', () => {
  it('resolves with the stored row on the first try', async () => {
    const { backend, insertMessage } = backendAnswering({ kind: 'stored', message: stored });
    const onRetrying = vi.fn();
    await expect(
      deliverMessage(backend, draft, { onRetrying, wait: async () => {} }),
    ).resolves.toEqual(stored);
    expect(insertMessage).toHaveBeenCalledTimes(1);
    expect(onRetrying).not.toHaveBeenCalled();
  });

  it('tries the same message again while the backend is unreachable, waiting longer each time', async () => {
    const { backend, insertMessage } = backendAnswering(
      { kind: 'unreachable' },
      { kind: 'unreachable' },
      { kind: 'unreachable' },
      { kind: 'stored', message: stored },
    );
    const waits: number[] = [];
    const onRetrying = vi.fn();
    const result = await deliverMessage(backend, draft, {
      onRetrying,
      wait: async (ms) => void waits.push(ms),
      delays: [10, 20],
    });
    expect(result).toEqual(stored);
    expect(waits).toEqual([10, 20, 20]);
    expect(onRetrying).toHaveBeenCalledTimes(3);
    expect(insertMessage).toHaveBeenCalledTimes(4);
    expect(insertMessage.mock.calls.every(([sent]) => sent === draft)).toBe(true);
  });

  it("rejects with the database's refusal without trying again", async () => {
    const { backend, insertMessage } = backendAnswering({
      kind: 'refused',
      error: new Error('new row violates row-level security policy'),
    });
    await expect(
      deliverMessage(backend, draft, { onRetrying: vi.fn(), wait: async () => {} }),
    ).rejects.toThrow('row-level security');
    expect(insertMessage).toHaveBeenCalledTimes(1);
  });

  it('gives up after the time limit, so the text can go back to its author', async () => {
    const { backend } = backendAnswering();
    await expect(
      deliverMessage(backend, draft, {
        onRetrying: vi.fn(),
        wait: async () => {},
        giveUpAfterMs: 0,
      }),
    ).rejects.toThrow('No hay conexión con el servidor.');
  });
});
