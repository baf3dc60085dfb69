// A name search that ignores accents, as students type ('tranvia' for 'Tranvía', 'Ibanez' for
// 'Ibáñez'): PostgREST's imatch (~*) with each letter that can carry an accent turned into the
// class of its Spanish and Valencian forms. No extension or column of our own (unaccent is not
// on every database), so it runs the same on hosted Supabase and supabase-local.

const FORMS: Record<string, string> = {
  a: 'aáàÁÀ',
  e: 'eéèÉÈ',
  i: 'iíïÍÏ',
  o: 'oóòÓÒ',
  u: 'uúüÚÜ',
  n: 'nñÑ',
  c: 'cçÇ',
};

// ~* folds only ASCII case on a C-locale database: accented capitals are in the classes.
// Each class is up to 7 characters, and supabase-local refuses patterns over 256 (the REST
// limits): a search's first 36 characters are plenty to find a name.
const MAX_CHARACTERS = 36;

/**
 * The imatch pattern for a typed search, or '' when nothing searchable is left. Only letters,
 * digits, spaces, apostrophes and hyphens are kept (nothing a regex or PostgREST's filter syntax
 * reads as an operator); the Catalan middle dot ('paral·lel') matches any character.
 */
export function accentInsensitivePattern(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s'·-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_CHARACTERS);
  return [...plain].map((char) => (char === '·' ? '.' : FORMS[char] ? `[${FORMS[char]}]` : char)).join('');
}
