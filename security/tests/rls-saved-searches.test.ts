// Issue 17 through the real REST API: saved searches and their new-result counts, attacked by a
// visitor, another student (Eve), an owner (Oscar) and a student whose token claims to be an admin
// (Mallory). Ana's rows are read back with the service role after every attempt.
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, signUp, signUpOwner, type SignedUser } from '../support/attack.js';
import { expectNoRow, expectRlsRefusal, rest, rowsAsService } from '../support/rest-attack.js';

let ana: SignedUser;
let eve: SignedUser;
let oscar: SignedUser;
let mallory: SignedUser;
let saved: { id: string };

beforeAll(async () => {
  [ana, eve, mallory] = await Promise.all([
    signUp('ss-ana'),
    signUp('ss-eve'),
    signUp('ss-mallory', { user_type: 'admin', is_admin: true }),
  ]);
  oscar = await signUpOwner('ss-oscar');
  const created = await rest(ana, 'POST', 'saved_searches', {
    kind: 'accommodations',
    name: 'Pisos en Valencia',
    query: 'ciudad=Valencia',
    filters: { city: 'Valencia' },
  });
  expect(created.status).toBe(201);
  saved = (created.body as { id: string }[])[0]!;
});

describe('saved searches', () => {
  it("a visitor, Eve, Oscar and Mallory read Ana's searches and their counts → nothing", async () => {
    expectRlsRefusal(null, await rest(null, 'GET', `saved_searches?id=eq.${saved.id}`));
    expect((await rest(null, 'POST', 'rpc/saved_search_new_counts', {})).status).toBe(401);
    for (const who of [eve, oscar, mallory]) {
      expect(await rest(who, 'GET', `saved_searches?id=eq.${saved.id}`)).toEqual({ status: 200, body: [] });
      expect(await rest(who, 'POST', 'rpc/saved_search_new_counts', {})).toEqual({ status: 200, body: [] });
    }
    const own = await rest(ana, 'POST', 'rpc/saved_search_new_counts', {});
    expect(own.body).toEqual([{ id: saved.id, new_count: 0 }]);
  });

  it("Eve, Oscar and Mallory rename, delete or mark seen Ana's search → no row touched", async () => {
    const before = await rowsAsService('saved_searches', { id: saved.id });
    for (const who of [eve, oscar, mallory]) {
      expectNoRow(await rest(who, 'PATCH', `saved_searches?id=eq.${saved.id}`, { name: 'mío' }));
      expectNoRow(await rest(who, 'DELETE', `saved_searches?id=eq.${saved.id}`));
      expect((await rest(who, 'POST', 'rpc/mark_saved_search_seen', { p_id: saved.id })).status).toBe(204);
    }
    expect(await rowsAsService('saved_searches', { id: saved.id })).toEqual(before);
  });

  it('a visitor saves or marks a search → refused', async () => {
    expectRlsRefusal(null, await rest(null, 'POST', 'saved_searches', { kind: 'events', name: 'x', user_id: ana.id }));
    expect((await rest(null, 'POST', 'rpc/mark_saved_search_seen', { p_id: saved.id })).status).toBe(401);
    expect(await rowsAsService('saved_searches', { user_id: ana.id })).toHaveLength(1);
  });

  it("Eve saves a search in Ana's name, or backdates her own → refused, nothing stored", async () => {
    expectRlsRefusal(eve, await rest(eve, 'POST', 'saved_searches', { kind: 'events', name: 'x', user_id: ana.id }));
    const own = await rest(eve, 'POST', 'saved_searches', { kind: 'events', name: 'Mías' });
    expect(own.status).toBe(201);
    const id = (own.body as { id: string }[])[0]!.id;
    const before = await rowsAsService('saved_searches', { id });
    for (const patch of [{ last_seen_at: '2000-01-01T00:00:00Z' }, { user_id: ana.id }, { created_at: '2000-01-01T00:00:00Z' }]) {
      expectRlsRefusal(eve, await rest(eve, 'PATCH', `saved_searches?id=eq.${id}`, patch));
    }
    expect(await rowsAsService('saved_searches', { id })).toEqual(before);
    expect(await rowsAsService('saved_searches', { user_id: ana.id })).toHaveLength(1);
  });

  it('SQL and oversized values in the filters are data: a bad number is no filter, 1,000+ characters refused', async () => {
    const odd = await rest(eve, 'POST', 'saved_searches', {
      kind: 'accommodations',
      name: 'Raro',
      filters: { maxPrice: "1 or 1=1; delete from public.accommodations; --", city: "Valencia' or '1'='1" },
    });
    expect(odd.status).toBe(201);
    const counts = await rest(eve, 'POST', 'rpc/saved_search_new_counts', {});
    expect(counts.status).toBe(200);
    const huge = await rest(eve, 'POST', 'saved_searches', { kind: 'events', name: 'x', filters: { city: 'x'.repeat(2000) } });
    expect(huge.status).toBe(400);
    expect(huge.body).toMatchObject({ code: '23514' });
  });
});

describe('daily digest', () => {
  const claim = (who: SignedUser | null) => rest(who, 'POST', 'rpc/claim_saved_search_digests', {});

  it("Eve, Oscar, Mallory and a visitor switch Ana's digest or write when it was mailed → nothing changes", async () => {
    const before = await rowsAsService('saved_searches', { id: saved.id });
    expect(before[0]).toMatchObject({ digest: false, digest_sent_at: null });
    for (const who of [eve, oscar, mallory]) {
      expectNoRow(await rest(who, 'PATCH', `saved_searches?id=eq.${saved.id}`, { digest: true }));
    }
    expectRlsRefusal(null, await rest(null, 'PATCH', `saved_searches?id=eq.${saved.id}`, { digest: true }));
    // Not even the owner may set when it was mailed (to skip a mail or have one repeated).
    expectRlsRefusal(ana, await rest(ana, 'PATCH', `saved_searches?id=eq.${saved.id}`, { digest_sent_at: null }));
    expect(await rowsAsService('saved_searches', { id: saved.id })).toEqual(before);
  });

  it('only the service role claims the digests: a visitor, students and a self-declared admin are refused', async () => {
    const visitor = await claim(null);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ code: '42501' });
    for (const who of [ana, eve, oscar, mallory]) {
      const refused = await claim(who);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: '42501' });
    }
    // The private count behind it is not exposed at all.
    expect((await rest(ana, 'POST', 'rpc/saved_search_counts', { p_user: ana.id, p_since_digest: false })).status).toBe(404);
  });

  it('Ana switches her digest on; a new flat is claimed once by the service role, a second run has nothing for her', async () => {
    const on = await rest(ana, 'PATCH', `saved_searches?id=eq.${saved.id}`, { digest: true });
    expect(on.status).toBe(200);
    expect((on.body as { digest: boolean }[])[0]!.digest).toBe(true);
    const flat = { name: 'Piso digest', city: 'Valencia', price_per_room: 300, total_rooms: 3, available_rooms: 1, owner_id: oscar.id };
    expect((await rest(oscar, 'POST', 'accommodations', flat)).status).toBe(201);

    const { data, error } = await serviceClient().rpc('claim_saved_search_digests');
    expect(error).toBeNull();
    const mine = (data as { user_id: string; email: string; searches: { id: string; new_count: number }[] }[]).filter(
      (row) => row.user_id === ana.id,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.email).toBe(ana.email);
    expect(mine[0]!.searches.map((search) => search.id)).toEqual([saved.id]);
    expect(mine[0]!.searches[0]!.new_count).toBeGreaterThanOrEqual(1);
    const [row] = await rowsAsService('saved_searches', { id: saved.id });
    expect(row!.digest_sent_at).not.toBeNull();

    const again = await serviceClient().rpc('claim_saved_search_digests');
    expect(again.error).toBeNull();
    expect((again.data as { user_id: string }[]).filter((r) => r.user_id === ana.id)).toEqual([]);
  });
});
