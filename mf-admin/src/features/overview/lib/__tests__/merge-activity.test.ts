import { describe, expect, it } from 'vitest';
import { mergeActivity, type Activity } from '../merge-activity';

const at = (kind: Activity['kind'], id: string, createdAt: string): Activity => ({
  kind,
  id,
  text: id,
  createdAt,
});

describe('mergeActivity', () => {
  it('merges the lists newest first and keeps the newest ones', () => {
    const users = [
      at('user', 'u2', '2026-11-20T10:00:00Z'),
      at('user', 'u1', '2026-11-01T10:00:00Z'),
    ];
    const listings = [at('accommodation', 'a1', '2026-11-21T09:00:00Z')];
    const news = [
      at('news', 'n2', '2026-11-22T08:00:00Z'),
      at('news', 'n1', '2026-10-01T08:00:00Z'),
    ];
    expect(mergeActivity([users, listings, news], 3).map((entry) => entry.id)).toEqual([
      'n2',
      'a1',
      'u2',
    ]);
    expect(mergeActivity([users, listings, news], 10)).toHaveLength(5);
  });

  it('is empty with nothing to show', () => {
    expect(mergeActivity([[], [], []], 5)).toEqual([]);
  });
});
