/** Lower-case text without diacritics, so 'ingenieria' finds 'Ingeniería' and 'valencia' finds 'València'. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
