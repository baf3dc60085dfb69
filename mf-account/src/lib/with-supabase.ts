import { loadSupabase } from '@univida/shared-auth';

/**
 * For a page that reads data as it renders: its chunk and the Supabase client download together.
 * The route table's `pagesLoadSupabase` tells the shell not to wait for the client before
 * rendering this remote, so every such page must be loaded through this.
 */
export function withSupabase<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return () => Promise.all([load(), loadSupabase()]).then(([module]) => module);
}
