import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../database.types';
import { bearerToken, earlyReadFetch } from './early-reads';
import type { UniVidaClient } from './supabase';

// A page's first reads used to wait for supabase-js (about 48 KiB brotli, most of it the auth and
// realtime clients a visitor's page does not use), which shared the link with the page's own code.
// They need only PostgREST's client (about 5 KiB): it sends what supabase-js would, the anon key or
// the stored session's token, through the fetch that hands over the page's early reads.

/** What a page needs to read: the tables and functions of supabase-js's client. */
export type UniVidaReader = Pick<UniVidaClient, 'from' | 'rpc'>;

let made: { key: string; reader: UniVidaReader } | null = null;

/**
 * A reader sending `token`, or null when a stored session is about to be refreshed: only
 * supabase-js can refresh it, and a request with the old token could be refused.
 */
export function readerFor(config: {
  supabaseUrl: string;
  supabaseAnonKey: string;
}): UniVidaReader | null {
  const token = bearerToken(config.supabaseUrl, config.supabaseAnonKey);
  if (token === null) return null;
  const rest = `${config.supabaseUrl.replace(/\/+$/, '')}/rest/v1`;
  const key = `${rest} ${token}`;
  if (made?.key !== key) {
    const client = new PostgrestClient<Database>(rest, {
      headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${token}` },
      fetch: earlyReadFetch,
    });
    // supabase-js's from() and rpc() are this client's, behind its session handling.
    made = { key, reader: client as unknown as UniVidaReader };
  }
  return made.reader;
}
