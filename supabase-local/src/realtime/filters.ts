// postgres_changes filters ("col=op.value", comma-separated, AND-ed), evaluated on the changed row
// in JS so a change only costs a database round trip for subscribers whose filter matches.
// Operators are the ones realtime-js documents (RealtimePostgresFilterBuilder); comparisons follow
// SQL three-valued logic, so a NULL cell never matches eq/neq/lt/... nor their `not.` forms.
// Patterns (like, ilike, match, imatch) are left to Postgres, as hosted Realtime does: a client's
// pattern run by JS's backtracking RegExp on the main thread could freeze the whole server
// (`^(a+)+$` against forty a's and a '!'), and Postgres gives them their SQL meaning.
import { DEFAULT_REST_LIMITS } from '../rest/limits.js';

export type FilterOperator =
  | 'eq'
  | 'neq'
  | 'lt'
  | 'lte'
  | 'gt'
  | 'gte'
  | 'in'
  | 'like'
  | 'ilike'
  | 'is'
  | 'match'
  | 'imatch'
  | 'isdistinct';

export interface Condition {
  column: string;
  operator: FilterOperator;
  negate: boolean;
  /** A scalar, or the list of an `in` filter. */
  value: string | string[];
}

export interface Column {
  name: string;
  /** pg_type.typname, e.g. uuid, int8, _text — what realtime sends in `columns`. */
  type: string;
}

const OPERATORS = new Set<string>([
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'like',
  'ilike',
  'is',
  'match',
  'imatch',
  'isdistinct',
]);
const NUMERIC_TYPES = new Set([
  'int2',
  'int4',
  'int8',
  'float4',
  'float8',
  'numeric',
  'oid',
  'money',
]);
const IS_VALUES = new Set(['null', 'true', 'false', 'unknown']);
export const PATTERN_OPERATORS: ReadonlySet<FilterOperator> = new Set([
  'like',
  'ilike',
  'match',
  'imatch',
]);
// The REST API's cap on patterns, for the same reason: the cost of a pattern grows with its length.
const MAX_PATTERN_LENGTH = DEFAULT_REST_LIMITS.maxPatternLength;

/** A pattern condition asked of one cell's text; Postgres answers it (see dispatch.ts). */
export interface PatternCheck {
  operator: FilterOperator;
  pattern: string;
  text: string;
}
export type PatternVerdict = (check: PatternCheck) => boolean;

/** Splits on `sep` outside double quotes and parentheses. */
function splitTopLevel(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '\\') {
      current += ch + (text[i + 1] ?? '');
      i++;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    if (ch === sep && !quoted && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

/** PostgREST quoting: "a,b" → a,b with \" and \\ escapes. */
function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

/** Parses a filter string; throws with a readable message when it is not one realtime accepts. */
export function parseFilter(filter: string | undefined): Condition[] {
  if (!filter) return [];
  return splitTopLevel(filter, ',').map((part) => {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new Error(`invalid filter "${part}"`);
    const column = part.slice(0, eq).trim();
    let rest = part.slice(eq + 1);
    const negate = rest.startsWith('not.');
    if (negate) rest = rest.slice(4);
    const dot = rest.indexOf('.');
    const operator = dot < 0 ? rest : rest.slice(0, dot);
    if (dot < 0 || !OPERATORS.has(operator))
      throw new Error(`invalid filter operator in "${part}"`);
    const raw = rest.slice(dot + 1);
    if (operator === 'in') {
      if (!raw.startsWith('(') || !raw.endsWith(')'))
        throw new Error(`invalid in list in "${part}"`);
      return { column, operator, negate, value: splitTopLevel(raw.slice(1, -1), ',').map(unquote) };
    }
    const value = unquote(raw);
    if (operator === 'is' && !IS_VALUES.has(value.toLowerCase()))
      throw new Error(`invalid is value in "${part}"`);
    if (PATTERN_OPERATORS.has(operator as FilterOperator) && value.length > MAX_PATTERN_LENGTH)
      throw new Error(`pattern longer than ${MAX_PATTERN_LENGTH} characters in "${part}"`);
    return { column, operator: operator as FilterOperator, negate, value };
  });
}

type Cell = unknown;

function compare(cell: Cell, value: string, type: string | undefined): number {
  if (type && NUMERIC_TYPES.has(type)) return Number(cell) - Number(value);
  if (typeof cell === 'boolean')
    return Number(cell) - Number(['t', 'true'].includes(value.toLowerCase()));
  const text = typeof cell === 'object' ? JSON.stringify(cell) : String(cell);
  return text < value ? -1 : text > value ? 1 : 0;
}

const cellText = (cell: Cell) => (typeof cell === 'object' ? JSON.stringify(cell) : String(cell));

/** The pattern checks a row's conditions need (cells that are NULL need none). */
export function patternChecks(
  conditions: Condition[],
  record: Record<string, unknown>,
): PatternCheck[] {
  return conditions
    .filter((c) => PATTERN_OPERATORS.has(c.operator))
    .filter((c) => record[c.column] !== null && record[c.column] !== undefined)
    .map((c) => ({
      operator: c.operator,
      pattern: c.value as string,
      text: cellText(record[c.column]),
    }));
}

/** true / false / null (SQL unknown) for one condition on one row. */
function evaluate(
  condition: Condition,
  record: Record<string, unknown>,
  type: string | undefined,
  verdict: PatternVerdict,
): boolean | null {
  const cell = record[condition.column];
  const { operator, value } = condition;
  if (operator === 'is') {
    const wanted = (value as string).toLowerCase();
    if (wanted === 'null' || wanted === 'unknown') return cell === null || cell === undefined;
    return cell === (wanted === 'true');
  }
  if (operator === 'isdistinct') {
    if (cell === null || cell === undefined) return value !== 'null';
    return compare(cell, value as string, type) !== 0;
  }
  if (cell === null || cell === undefined) return null;
  if (PATTERN_OPERATORS.has(operator))
    return verdict({ operator, pattern: value as string, text: cellText(cell) });
  switch (operator) {
    case 'eq':
      return compare(cell, value as string, type) === 0;
    case 'neq':
      return compare(cell, value as string, type) !== 0;
    case 'lt':
      return compare(cell, value as string, type) < 0;
    case 'lte':
      return compare(cell, value as string, type) <= 0;
    case 'gt':
      return compare(cell, value as string, type) > 0;
    case 'gte':
      return compare(cell, value as string, type) >= 0;
    case 'in':
      return (value as string[]).some((item) => compare(cell, item, type) === 0);
    default:
      return null;
  }
}

/**
 * Whether a row passes every condition (an empty filter passes everything); `verdict` answers
 * the pattern conditions, from what Postgres said about patternChecks().
 */
export function matchesFilter(
  conditions: Condition[],
  record: Record<string, unknown>,
  columns: Column[],
  verdict: PatternVerdict,
): boolean {
  return conditions.every((condition) => {
    const type = columns.find((column) => column.name === condition.column)?.type;
    const result = evaluate(condition, record, type, verdict);
    return result === null ? false : condition.negate ? !result : result;
  });
}
