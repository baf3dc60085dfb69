/**
 * Avatar initials: the first letters of the first two words ('Ana García' → 'AG'), else the
 * first two letters of a single word ('Ana' → 'AN'), else 'U' (unknown user).
 */
export function getInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  // Array.from splits by code point so accented or astral letters stay whole.
  const [first, second] = words.map((word) => Array.from(word));
  if (first && second) return `${first[0]}${second[0]}`.toLocaleUpperCase('es-ES');
  if (first) return first.slice(0, 2).join('').toLocaleUpperCase('es-ES');
  return 'U';
}
