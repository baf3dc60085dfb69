import { beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './fixture.js';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
}, 60_000);

const post = (fn: string, body: unknown, headers?: Record<string, string>) =>
  api.call('POST', `/rpc/${fn}`, {
    body,
    headers,
    role: 'authenticated',
    sub: '11111111-1111-1111-1111-111111111111',
  });

describe('RPC', () => {
  it('returns scalars as JSON scalars, with defaults and GET query arguments', async () => {
    expect((await post('add_numbers', { a: 1, b: 2 })).json).toBe(3);
    expect((await post('add_numbers', { a: 1 })).json).toBe(11);
    const viaGet = await api.call('GET', '/rpc/add_numbers?a=5&b=5');
    expect(viaGet.status).toBe(200);
    expect(viaGet.json).toBe(10);
    expect((await post('whoami', {})).json).toBe('11111111-1111-1111-1111-111111111111');
  });

  it('picks the overload by argument names', async () => {
    expect((await post('greet', { name: 'Ana' })).json).toBe('Hola, Ana');
    expect((await post('greet', { name: 'Ana', greeting: 'Buenas' })).json).toBe('Buenas, Ana');
  });

  it('passes arrays and whole bodies to json parameters', async () => {
    expect((await post('tag_count', { tags: ['a', 'b', 'c'] })).json).toBe(3);
    expect((await api.call('GET', '/rpc/tag_count?tags={a,b}')).json).toBe(2);
    expect((await post('echo', { any: ['thing', 1] })).json).toEqual({ any: ['thing', 1] });
    const single = await post('echo', { a: 1 }, { prefer: 'params=single-object' });
    expect(single.json).toEqual({ a: 1 });
    const head = await api.call('HEAD', '/rpc/add_numbers?a=1');
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
  });

  it('returns sets as arrays and applies select, filters, order, embeds and counts', async () => {
    expect((await post('even_numbers', { upto: 6 })).json).toEqual([2, 4, 6]);
    const books = await api.call(
      'POST',
      '/rpc/books_by_author?select=title,author:authors!author_id(name)&order=id.desc',
      {
        body: { p_author_id: 1 },
      },
    );
    expect(books.json).toEqual([
      { title: 'Sombra', author: { name: 'Ana' } },
      { title: 'Luz', author: { name: 'Ana' } },
    ]);
    const stats = await api.call('GET', '/rpc/author_stats?book_count=gt.1&select=author_id', {
      headers: { prefer: 'count=exact' },
    });
    expect(stats.json).toEqual([{ author_id: 1 }, { author_id: 2 }]);
    expect(stats.headers['content-range']).toBe('0-1/2');
  });

  it('returns a single composite as an object', async () => {
    const res = await post('first_book', {});
    expect(res.json).toMatchObject({ id: 1, title: 'Luz', price: 12.5 });
  });

  it('answers 204 for void, 400 P0001 for raised exceptions and 401 without EXECUTE', async () => {
    const raised = await post('fail_with', { msg: 'No se puede' });
    expect(raised.status).toBe(400);
    expect(raised.json).toEqual({
      code: 'P0001',
      details: null,
      hint: null,
      message: 'No se puede',
    });
    const anon = await api.call('POST', '/rpc/fail_with', { body: { msg: 'x' } });
    expect(anon.status).toBe(401);
    expect(anon.json).toMatchObject({ code: '42501' });
  });

  it('answers 404 PGRST202 for unknown functions or argument names', async () => {
    const unknown = await post('nope', { a: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.nope(a) in the schema cache',
    });
    const wrongArgs = await post('add_numbers', { x: 1 });
    expect(wrongArgs.status).toBe(404);
    const missing = await post('add_numbers', { b: 1 });
    expect(missing.status).toBe(404);
  });

  it('maps bad argument values to 400', async () => {
    const res = await post('add_numbers', { a: 'uno' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: '22P02' });
  });
});
