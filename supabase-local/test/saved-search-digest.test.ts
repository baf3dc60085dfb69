// The saved-search digest sender (src/digest) against supabase-local's own API and mail catcher:
// a student's search with the digest on gets one Spanish mail when a matching listing appears,
// with links to the saved list and to 'Mis búsquedas'; a second run mails nothing. A schema
// without the digest (another project) gets no digest job. PGlite (the SQL is tested on
// PostgreSQL 15 too in supabase/tests/saved-search-digest.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startBackend, type TestBackend } from './support/backend.js';
import { startProjectBackend } from './support/project.js';

const SITE = 'http://localhost:5173';

interface Caught {
  to: string[];
  subject: string;
  text: string;
  html: string | null;
}

describe('saved-search digest', { timeout: 60_000 }, () => {
  let backend: TestBackend;
  const inbox = async (to: string) =>
    ((await (await fetch(`${backend.url}/local/v1/inbox/messages`)).json()) as Caught[]).filter((mail) =>
      mail.to.includes(to),
    );

  beforeAll(async () => {
    backend = await startBackend('pglite', { siteUrl: SITE, digestIntervalMs: 0 });
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('mails the student their new results with links to the saved list, once', async () => {
    const city = `Digestia ${Date.now()}`;
    const student = await signUpUser(backend, { full_name: 'Ana Ruiz', user_type: 'student' }, 'digest');
    const owner = await signUpUser(backend, { full_name: 'Carlos Dueño', user_type: 'owner' }, 'owner');
    const query = `ciudad=${encodeURIComponent(city)}&precioMax=400`;
    const saved = await student.client
      .from('saved_searches')
      .insert([
        { kind: 'accommodations', name: 'Pisos <baratos>', query, filters: { city, maxPrice: 400 }, digest: true },
        { kind: 'accommodations', name: 'Sin correo', query, filters: { city }, digest: false },
      ])
      .select('id');
    expect(saved.error).toBeNull();
    for (const price of [350, 390, 800]) {
      const listing = await backend
        .service()
        .from('accommodations')
        .insert({ name: `Piso ${price}`, city, price_per_room: price, total_rooms: 3, available_rooms: 1, owner_id: owner.user.id });
      expect(listing.error).toBeNull();
    }

    const run = await backend.digest!.runNow();
    expect(run).toMatchObject({ sent: run.claimed, failed: [] });
    const [mail, ...more] = await inbox(student.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('UniVida: 2 novedades en tus búsquedas guardadas');
    const listUrl = `${SITE}/alojamiento?${query}`;
    expect(mail!.text).toContain(`- Pisos <baratos>: 2 nuevos\n  ${listUrl}`);
    expect(mail!.text).toContain(`${SITE}/mis-busquedas`);
    expect(mail!.text).not.toContain('Sin correo');
    expect(mail!.html).toContain(`<a href="${listUrl.replace(/&/g, '&#38;')}">Pisos &#60;baratos&#62;</a>: 2 nuevos`);

    // The same day's second run (a retry, a second cron) mails nothing more.
    const again = await backend.digest!.runNow();
    expect(again.claimed).toBe(0);
    expect(await inbox(student.email)).toHaveLength(1);
  });

  it('is refused to a signed-in user and to a visitor through the API', async () => {
    const student = await signUpUser(backend, { full_name: 'Eva', user_type: 'student' }, 'eve');
    for (const client of [student.client, backend.client()]) {
      const { error } = await client.rpc('claim_saved_search_digests');
      expect(error?.code).toBe('42501');
    }
  });
});

describe('a project without the digest', { timeout: 60_000 }, () => {
  it('starts without a digest job', async () => {
    const backend = await startProjectBackend('pglite', { digestIntervalMs: 0 });
    try {
      expect(backend.digest).toBeUndefined();
    } finally {
      await backend.stop();
    }
  });
});
