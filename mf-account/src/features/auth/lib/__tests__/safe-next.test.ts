import { describe, expect, it } from 'vitest';
import { safeNext } from '../safe-next';

describe('safeNext', () => {
  it('keeps a path on this site, query included', () => {
    expect(safeNext('/chats?conversationId=abc')).toBe('/chats?conversationId=abc');
  });

  it('goes home instead of anywhere else', () => {
    for (const next of [
      null,
      '',
      'https://evil.example',
      '//evil.example/chats',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeNext(next)).toBe('/');
    }
  });
});
