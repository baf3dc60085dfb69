// postgres_changes filters ("col=op.value", comma-separated, AND-ed), evaluated on the changed row
// in JS so a change only costs a database round trip for subscribers whose filter matches.
// Operators are the ones realtime-js documents (RealtimePostgresFilterBuilder); comparisons follow
// SQL three-valued logic, so a NULL cell never matches eq/neq/lt/... nor their `not.` forms.

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
    if (operator === 'match' || operator === 'imatch') new RegExp(value); // throws on a bad pattern
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

function likeToRegExp(pattern: string, flags: string): RegExp {
  const body = pattern
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/%/g, '.*')
    .replace(/_/g, '.');
  return new RegExp(`^${body}$`, `s${flags}`);
}

/** true / false / null (SQL unknown) for one condition on one row. */
function evaluate(
  condition: Condition,
  record: Record<string, unknown>,
  type: string | undefined,
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
  const text = typeof cell === 'object' ? JSON.stringify(cell) : String(cell);
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
    case 'like':
      return likeToRegExp(value as string, '').test(text);
    case 'ilike':
      return likeToRegExp(value as string, 'i').test(text);
    case 'match':
      return new RegExp(value as string).test(text);
    case 'imatch':
      return new RegExp(value as string, 'i').test(text);
  }
}

/** Whether a row passes every condition (an empty filter passes everything). */
export function matchesFilter(
  conditions: Condition[],
  record: Record<string, unknown>,
  columns: Column[],
): boolean {
  return conditions.every((condition) => {
    const type = columns.find((column) => column.name === condition.column)?.type;
    const result = evaluate(condition, record, type);
    return result === null ? false : condition.negate ? !result : result;
  });
}
