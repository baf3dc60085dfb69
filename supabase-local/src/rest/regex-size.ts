// How big PostgreSQL's regex compiler makes a pattern. It copies a group once per repetition a
// `{m,n}` bound allows, so the 24 characters of `((a{1,30}){1,30}){1,30}` compile to 27,000
// copies and hold the database for minutes (on PGlite, the whole server). The pattern limit is
// applied to this expanded size, not just to the characters sent.

const BOUND = /\{(\d+)(?:,(\d*))?\}/y;

/** Index of the `]` closing the bracket expression opened at `start` (POSIX/ARE rules). */
function bracketEnd(pattern: string, start: number): number {
  let i = start + 1;
  if (pattern[i] === '^') i += 1;
  if (pattern[i] === ']') i += 1; // a leading ] is a literal
  while (i < pattern.length) {
    const pair = pattern.slice(i, i + 2);
    if (pair === '[:' || pair === '[=' || pair === '[.') {
      const close = pattern.indexOf(`${pair[1]}]`, i + 2);
      i = close < 0 ? pattern.length : close + 2;
    } else if (pattern[i] === ']') return i;
    else i += 1;
  }
  return pattern.length;
}

/**
 * The pattern's size with every bounded repetition expanded: each atom counts 1, a group the
 * sum of its insides, and `{m,n}` multiplies what it follows by n (by m when unbounded).
 * Conservative: anything unexpected counts as an atom.
 */
export function expandedRegexSize(pattern: string): number {
  const groups: number[] = [0];
  let last = 0; // size of what a quantifier here would repeat
  const add = (size: number) => {
    groups[groups.length - 1] = (groups[groups.length - 1] ?? 0) + size;
  };
  for (let i = 0; i < pattern.length; i += 1) {
    const ch = pattern[i];
    BOUND.lastIndex = i;
    const bound = ch === '{' ? BOUND.exec(pattern) : null;
    if (bound) {
      const times = Math.max(Number(bound[2] || bound[1]), 1);
      add(last * (times - 1));
      last *= times;
      i += bound[0].length - 1;
    } else if (ch === '(') {
      groups.push(0);
      last = 0;
      if (pattern[i + 1] === '?') i += 1; // (?:…), (?=…): the ? is syntax, not a quantifier
    } else if (ch === ')' && groups.length > 1) {
      last = groups.pop() ?? 0;
      add(last);
    } else if (ch === '|') {
      last = 0;
    } else if (ch !== '*' && ch !== '+' && ch !== '?') {
      // *, + and ? compile to a loop, not copies; anything else is one atom.
      if (ch === '\\') i += 1;
      else if (ch === '[') i = bracketEnd(pattern, i);
      add(1);
      last = 1;
    }
  }
  return groups.reduce((sum, size) => sum + size, 0);
}
