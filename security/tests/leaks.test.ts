// What an attacker can learn without being allowed to read it: row counts of private tables,
// private columns, account existence (by answer and by timing), secrets in the public config,
// the served bundles and error bodies, and private rows pushed over Realtime.
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, api, client, serviceClient, signUp, type SignedUser } from '../support/attack.js';
import { stack } from '../support/stack-info.js';

let ana: SignedUser;
let eve: SignedUser;
let rosa: SignedUser;

beforeAll(async () => {
  [ana, eve, rosa] = await Promise.all([signUp('leak-ana', { phone: '600333444' }), signUp('leak-eve'), signUp('leak-rosa')]);
});

/** Everything that must never reach a browser or an error body. */
const secrets = () => {
  const { serviceRoleKey, jwtSecret } = stack();
  return [serviceRoleKey, jwtSecret, 'super-secret-jwt-token-with-at-least-32-characters-long', 'encrypted_password', '$2b$', '$2a$'];
};
const expectNoSecret = (text: string) => {
  for (const secret of secrets()) expect(text).not.toContain(secret);
};

describe('counts and columns', () => {
  it.each(['profile_contacts', 'favorites', 'reports', 'messages', 'leisure_spot_suggestions', 'conversations', 'conversation_participants'])(
    'a visitor asks for the exact count of %s → 0, though the table has rows',
    async (table) => {
      const { count } = await serviceClient().from(table).select('*', { count: 'exact', head: true });
      expect(count).toBeGreaterThan(0);
      const res = await api(`/rest/v1/${table}?select=*`, { method: 'HEAD', headers: { prefer: 'count=exact' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toBe('*/0');
    },
  );

  it.each(['planned', 'estimated'])('a visitor asks for a %s count of profile_contacts and messages → 0, no statistics leak', async (mode) => {
    for (const table of ['profile_contacts', 'messages']) {
      const res = await api(`/rest/v1/${table}?select=*`, { method: 'HEAD', headers: { prefer: `count=${mode}` } });
      expect(res.status, table).toBe(200);
      expect(res.headers.get('content-range'), table).toBe('*/0');
    }
  });

  it('a visitor reads every profile column → no email, phone or password in any row', async () => {
    const res = await api('/rest/v1/profiles?select=*');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(ana.email);
    expect(text).not.toContain('600333444');
    const keys = new Set((JSON.parse(text) as Record<string, unknown>[]).flatMap((row) => Object.keys(row)));
    for (const key of ['email', 'phone', 'encrypted_password', 'password']) expect(keys.has(key)).toBe(false);
  });

  it('a student reads /auth/v1/user → only their own account, no password hash', async () => {
    const res = await api('/auth/v1/user', { token: eve.token });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ id: eve.id, email: eve.email });
    expect(text).not.toContain(ana.email);
    expectNoSecret(text);
  });
});

describe('account enumeration', () => {
  const signIn = (email: string, password: string) =>
    api('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });

  it('signing in to an existing account with a wrong password and to a made-up one → the same 400 invalid_credentials', async () => {
    const known = await signIn(ana.email, `${PASSWORD}-wrong`);
    const unknown = await signIn(`nobody-${Date.now()}@attack.univida.es`, `${PASSWORD}-wrong`);
    expect(known.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(await known.json()).toEqual(await unknown.json());
  });

  it('timing sign-ins to an existing and a made-up account → the made-up one is not measurably faster', async () => {
    const median = async (email: string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        await (await signIn(email, `${PASSWORD}-wrong`)).arrayBuffer();
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[2]!;
    };
    const known = await median(ana.email);
    const unknown = await median(`nobody-${Date.now()}@attack.univida.es`);
    // Without the dummy bcrypt comparison an unknown email answers in a few ms, a known one in tens.
    expect(unknown).toBeGreaterThan(known * 0.5);
  });
});

describe('secrets in public places', () => {
  it('a visitor reads /local/v1/config, /health and /auth/v1/settings → no service key or JWT secret', async () => {
    for (const path of ['/local/v1/config', '/health', '/auth/v1/settings']) {
      const res = await api(path);
      expect(res.status, path).toBe(200);
      expectNoSecret(await res.text());
    }
    const config = (await (await api('/local/v1/config')).json()) as Record<string, unknown>;
    expect(Object.keys(config).sort()).toEqual(['anonKey', 'url']);
  });

  it("a visitor reads every origin's /app-config.json → the anon key only, no service key or secret", async () => {
    const { shellUrl, remoteUrls, anonKey } = stack();
    for (const origin of [shellUrl, ...Object.values(remoteUrls)]) {
      const res = await fetch(`${origin}/app-config.json`);
      expect(res.status, origin).toBe(200);
      const text = await res.text();
      expectNoSecret(text);
      expect((JSON.parse(text) as { supabaseAnonKey: string }).supabaseAnonKey).toBe(anonKey);
    }
  });

  it("a visitor downloads the shell's scripts and every remote entry it names → no service key, JWT secret or password hash", async () => {
    const { shellUrl } = stack();
    const html = await (await fetch(shellUrl)).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => new URL(m[1]!, shellUrl).href);
    const config = (await (await fetch(`${shellUrl}/app-config.json`)).json()) as { remotes: Record<string, { entry: string }> };
    const entries = Object.values(config.remotes).map((remote) => remote.entry);
    expect(scripts.length).toBeGreaterThan(0);
    expect(entries.length).toBe(Object.keys(stack().remoteUrls).length);
    for (const url of [...scripts, ...entries]) {
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      expectNoSecret(await res.text());
    }
  });

  it.each([
    ['a malformed uuid filter', '/rest/v1/profiles?id=eq.not-a-uuid'],
    ['an unknown column', '/rest/v1/profiles?select=nope'],
    ['malformed JSON on sign-up', '/auth/v1/signup'],
    ['a missing storage object', '/storage/v1/object/public/profile-pictures/none.png'],
  ])('an attacker provokes an error with %s → the body has no stack trace, file path or secret', async (_what, path) => {
    const init = path.endsWith('signup')
      ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email": ' }
      : {};
    const res = await api(path, init);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const text = await res.text();
    expectNoSecret(text);
    for (const trace of ['    at ', '/work/', 'node_modules', stack().workDir]) expect(text).not.toContain(trace);
  });
});

describe('Realtime', () => {
  type Binding = { event: '*' | 'INSERT'; schema: string; table?: string; filter?: string };
  it.each<[string, (conversation: string) => Binding]>([
    ['every message insert', () => ({ event: 'INSERT', schema: 'public', table: 'messages' })],
    ['every change in every schema', () => ({ event: '*', schema: '*' })],
    ['that very conversation by id', (conversation) => ({ event: 'INSERT', schema: 'public', table: 'messages', filter: `conversation_id=eq.${conversation}` })],
  ])('a visitor and a non-participant listen to %s → neither receives a private message; the participant does', async (_what, binding) => {
    const { data: conversation, error } = await ana.client.rpc('start_conversation', { p_other_user_id: rosa.id });
    expect(error).toBeNull();
    const content = `privado-${Date.now()}`;
    const received: Record<string, unknown[]> = { visitor: [], eve: [], rosa: [] };
    const listeners = { visitor: client(), eve: eve.client, rosa: rosa.client };
    const channels = await Promise.all(
      Object.entries(listeners).map(
        ([who, c]) =>
          new Promise<ReturnType<typeof c.channel>>((resolve, reject) => {
            const channel = c
              .channel(`leak-${who}-${Date.now()}`)
              .on('postgres_changes', binding(String(conversation)), (change) => {
                if ((change.new as { content?: string }).content === content) received[who]!.push(change.new);
              })
              .subscribe((status) => {
                if (status === 'SUBSCRIBED') resolve(channel);
                if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(new Error(`${who}: ${status}`));
              });
          }),
      ),
    );
    const sent = await ana.client.from('messages').insert({ conversation_id: conversation, sender_id: ana.id, content });
    expect(sent.error).toBeNull();
    await expect.poll(() => received.rosa!.length, { timeout: 5000 }).toBe(1);
    // The participant got it; give the others the same time again before judging.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(received.visitor).toEqual([]);
    expect(received.eve).toEqual([]);
    await Promise.all(channels.map((channel) => channel.unsubscribe()));
  });
});
