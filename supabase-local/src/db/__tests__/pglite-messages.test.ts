import { protocol } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { bindMessage, EXECUTE, simpleQuery, SYNC, type WireValue } from '../pglite-messages.js';

const same = (ours: Uint8Array, pglite: Uint8Array) => Buffer.from(ours).equals(Buffer.from(pglite));

describe('simpleQuery', () => {
  it.each([
    ['empty', ''],
    ['ASCII', 'begin;\nset local role anon'],
    ['accents, a quote and an emoji', `set local "request.headers" = '{"x":"Añadir ’ 😀"}'`],
  ])("writes the same bytes as PGlite's serializer (%s)", (_, sql) => {
    expect(same(simpleQuery(sql), protocol.serialize.query(sql))).toBe(true);
  });
});

describe('bindMessage', () => {
  const bytes = Buffer.from([9, 0, 255, 1, 2, 3]).subarray(1, 5);
  it.each<[string, string, WireValue[]]>([
    ['no values, unnamed statement', '', []],
    ['text values', 'supabase_local_1', ['authenticated', '{"sub":"a1","role":"authenticated"}', '']],
    ['NULLs among them', 'supabase_local_2', [null, 'x', null]],
    ['accents, a quote and an emoji', 'supabase_local_3', ['{"user-agent":"Añadir ’ 😀"}', 'ñ'.repeat(300)]],
    ['bytes, as a view into a larger buffer', 'supabase_local_4', [bytes, 'texto', new Uint8Array([7, 8]).buffer]],
    ['a value past PGlite’s first buffer', 'supabase_local_5', ['x'.repeat(5000), null]],
  ])("writes the same bytes as PGlite's serializer (%s)", (_, statement, values) => {
    expect(same(bindMessage(statement, values), protocol.serialize.bind({ statement, values }))).toBe(true);
  });

  it('keeps Execute and Sync as PGlite writes them', () => {
    expect(same(EXECUTE, protocol.serialize.execute({}))).toBe(true);
    expect(same(SYNC, protocol.serialize.sync())).toBe(true);
  });
});
