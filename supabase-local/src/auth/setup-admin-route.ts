import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types.js';
import { ensureAdminAccount } from './accounts.js';
import type { TokenSettings } from './sessions.js';

/**
 * POST /functions/v1/setup-admin: the stand-in for the Edge Function of the same name on hosted
 * Supabase. It uses the server's configured credentials and never returns them.
 */
export async function setupAdminRoute(
  app: FastifyInstance,
  deps: { db: Db; tokens: TokenSettings; admin: { email: string; password: string } },
) {
  app.post('/setup-admin', async () => {
    const status = await ensureAdminAccount(deps.db, deps.tokens, deps.admin);
    return status === 'created' ? { status } : { status, message: 'User already registered' };
  });
}
