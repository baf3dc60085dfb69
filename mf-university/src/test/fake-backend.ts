// A stand-in for the PostgREST endpoints this remote reads, behind the real supabase-js client,
// so component tests exercise the same queries the browser sends.
import { initSupabase, loadSupabase } from '@univida/shared-auth';
import { vi } from 'vitest';

export interface FakeScore {
  id: number;
  career: string;
  university: string;
  city: string;
  score: number;
}

export interface FakeData {
  scores: FakeScore[];
  universities: { name: string; city: string }[];
  /** Make every request to this table fail with a 500. */
  failing?: 'cut_off_scores';
}

const json = (body: unknown, headers: Record<string, string> = {}, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

function handle(data: FakeData, request: Request): Response {
  const url = new URL(request.url);
  const table = url.pathname.replace('/rest/v1/', '');
  if (table === data.failing) return json({ message: 'boom', code: 'XX000' }, {}, 500);
  if (table === 'universities') return json(data.universities);
  if (table !== 'cut_off_scores') return json({ message: `unknown table ${table}` }, {}, 404);

  const idFilter = url.searchParams.get('id');
  let rows = [...data.scores].sort((a, b) => b.score - a.score || a.id - b.id);
  if (idFilter) rows = rows.filter((row) => `eq.${row.id}` === idFilter);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? rows.length);
  const page = rows.slice(offset, offset + limit);
  const total = request.headers.get('prefer')?.includes('count=exact') ? String(rows.length) : '*';
  return json(page, { 'content-range': `${offset}-${offset + page.length - 1}/${total}` });
}

let installed = false;

/**
 * Points the one Supabase client at `data` and loads it, as the shell does before mounting a remote
 * (await it in beforeEach; later calls replace the data).
 */
export async function useFakeBackend(data: FakeData) {
  if (!installed) {
    initSupabase({ supabaseUrl: 'http://supabase.test', supabaseAnonKey: 'anon-key' });
    installed = true;
  }
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handle(data, new Request(input, init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  await loadSupabase();
  return fetchMock;
}
