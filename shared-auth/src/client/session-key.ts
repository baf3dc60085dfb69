/** Where supabase-js keeps the session: its default key, named here so it can be read without it. */
export const authStorageKey = (supabaseUrl: string) =>
  `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;

/**
 * The session supabase-js stored in this browser, as the text it wrote, or null when there is none
 * (or storage is blocked: supabase-js could not have stored one either).
 */
export function storedSession(supabaseUrl: string): string | null {
  try {
    return window.localStorage.getItem(authStorageKey(supabaseUrl));
  } catch {
    return null;
  }
}
