/** Where supabase-js keeps the session: its default key, named here so it can be read without it. */
export const authStorageKey = (supabaseUrl: string) =>
  `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
