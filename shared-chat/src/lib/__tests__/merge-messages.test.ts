import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../types';
import { catchUpSince, mergeMessages } from '../merge-messages';

const message = (id: string, created_at: string, content = id): ChatMessage => ({
  id,
  conversation_id: 'c',
  sender_id: 's',
  content,
  created_at,
});

const a = message('a', '2026-11-26T10:00:00.000Z');
const b = message('b', '2026-11-26T10:00:01.000Z');
const c = message('c', '2026-11-26T10:00:02.000Z');

describe('mergeMessages', () => {
  it('puts a catch-up page that overlaps what is held in order, each message once', () => {
    const merged = mergeMessages([a, b], [b, c, a]);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('places a message that committed late by its time, not at the end', () => {
    expect(mergeMessages([a, c], [b]).map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('orders messages of the same instant by id, whatever order they come in', () => {
    const y = message('y', a.created_at);
    const x = message('x', a.created_at);
    expect(mergeMessages([y], [x]).map((m) => m.id)).toEqual(['x', 'y']);
    expect(mergeMessages([x], [y]).map((m) => m.id)).toEqual(['x', 'y']);
  });

  it('compares instants, not strings: offsets and precision differ between REST and Realtime', () => {
    const early = message('early', '2026-11-26T11:00:00+01:00'); // 10:00Z
    const late = message('late', '2026-11-26T10:00:00.5Z');
    expect(mergeMessages([late], [early]).map((m) => m.id)).toEqual(['early', 'late']);
  });

  it('keeps the held list itself when nothing is new (a live echo of a stored message)', () => {
    const held = [a, b];
    expect(mergeMessages(held, [message('b', b.created_at)])).toBe(held);
    expect(mergeMessages(held, [])).toBe(held);
  });

  it('takes a page with the same id twice once', () => {
    expect(mergeMessages([], [c, c, a]).map((m) => m.id)).toEqual(['a', 'c']);
  });
});

describe('catchUpSince', () => {
  it('reads from a window before the newest message held, or from the start when none', () => {
    expect(catchUpSince([a, c], 60_000)).toBe('2026-11-26T09:59:02.000Z');
    expect(catchUpSince([], 60_000)).toBeNull();
  });
});
