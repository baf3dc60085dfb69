// Horizontal filtering grammar: `col=[not.]op[(modifier)].value`, `or=(...)`/`and=(...)` trees
// (nested, negatable) and `order=col.desc.nullslast,...`, each held to the request limits.
import { overLimit, parseError } from './errors.js';
import { Cursor, type Field } from './parse-select.js';
import { expandedRegexSize } from './regex-size.js';
import type { RestLimits } from './types.js';

export const OPERATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'is distinct from',
} as const;
export type ComparisonOp = keyof typeof OPERATORS;

export const TEXT_SEARCH = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;
export type TextSearchOp = keyof typeof TEXT_SEARCH;

const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;
export type IsValue = (typeof IS_VALUES)[number];

export type Predicate =
  | { op: ComparisonOp; quantifier?: 'any' | 'all'; value: string }
  | { op: 'in'; values: string[] }
  | { op: 'is'; value: IsValue }
  | { op: TextSearchOp; config?: string; value: string };

export interface Filter {
  kind: 'filter';
  field: Field;
  negate: boolean;
  predicate: Predicate;
}

export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: Condition[];
}

export type Condition = Filter | Logic;

export interface OrderTerm {
  field: Field;
  desc: boolean;
  nulls?: 'first' | 'last';
}

/** Splits on commas that are outside parentheses and double quotes. */
function splitTopLevel(text: string, what: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i += 1;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(') depth += 1;
    else if (ch === ')') {
      depth -= 1;
      if (depth < 0)
        throw parseError(`"failed to parse ${what} (${text})"`, 'unbalanced parentheses');
    } else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (depth !== 0 || quoted) {
    throw parseError(`"failed to parse ${what} (${text})"`, 'unbalanced parentheses or quotes');
  }
  parts.push(text.slice(start));
  return parts;
}

function unquote(value: string): string {
  if (value.length < 2 || !value.startsWith('"') || !value.endsWith('"')) return value;
  return value.slice(1, -1).replace(/\\(.)/g, '$1');
}

const OP_HEAD = /^([a-z]+)(?:\(([^)]*)\))?\./;

type FilterLimits = Pick<
  RestLimits,
  'maxFilterValueLength' | 'maxPatternLength' | 'maxInListLength' | 'maxLogicDepth'
>;

// Their values are patterns the regex/like engines compile and run against every row: the
// costly part. A regex counts at its compiled size (regex-size.ts), at least its length.
const PATTERN_OPS: ReadonlySet<string> = new Set(['like', 'ilike', 'match', 'imatch']);
const REGEX_OPS: ReadonlySet<string> = new Set(['match', 'imatch']);

function checkPattern(op: string, value: string, limits: FilterLimits): void {
  const max = limits.maxPatternLength;
  if (value.length > max) throw overLimit(`The ${op} pattern`, value.length, max, 'characters');
  const expanded = REGEX_OPS.has(op) ? expandedRegexSize(value) : 0;
  if (expanded > max) {
    throw overLimit(
      `The ${op} pattern`,
      expanded,
      max,
      'characters with {m,n} repetitions expanded',
    );
  }
}

function checkValue(value: string, limits: FilterLimits): void {
  if (value.length > limits.maxFilterValueLength) {
    throw overLimit('A filter value', value.length, limits.maxFilterValueLength, 'characters');
  }
}

/** `[not.]op[(modifier)].value`; values inside or/and trees may be double quoted. */
export function parsePredicate(
  text: string,
  inTree: boolean,
  limits: FilterLimits,
): { negate: boolean; predicate: Predicate } {
  const negate = text.startsWith('not.');
  const rest = negate ? text.slice(4) : text;
  const head = OP_HEAD.exec(rest);
  const fail = () =>
    parseError(`"failed to parse filter (${text})"`, 'unknown operator or missing value');
  if (!head) throw fail();
  const [whole, op = '', modifier] = head;
  const raw = rest.slice(whole.length);
  const value = inTree ? unquote(raw) : raw;
  if (op === 'in') {
    if (modifier !== undefined || !raw.startsWith('(') || !raw.endsWith(')')) throw fail();
    const inner = raw.slice(1, -1);
    const values = inner === '' ? [] : splitTopLevel(inner, 'filter').map((v) => unquote(v.trim()));
    if (values.length > limits.maxInListLength) {
      throw overLimit('An in list', values.length, limits.maxInListLength, 'elements');
    }
    for (const v of values) checkValue(v, limits);
    return { negate, predicate: { op: 'in', values } };
  }
  if (op === 'is') {
    const lowered = value.toLowerCase() as IsValue;
    if (modifier !== undefined || !IS_VALUES.includes(lowered)) throw fail();
    return { negate, predicate: { op: 'is', value: lowered } };
  }
  // Any quantifier form (`like(any).{…}`) counts whole, so a list cannot split a long pattern.
  if (PATTERN_OPS.has(op)) checkPattern(op, value, limits);
  checkValue(value, limits);
  if (op in TEXT_SEARCH) {
    if (modifier !== undefined && !/^[\p{L}\p{N}_]+$/u.test(modifier)) throw fail();
    return { negate, predicate: { op: op as TextSearchOp, config: modifier, value } };
  }
  if (op in OPERATORS) {
    if (modifier !== undefined && modifier !== 'any' && modifier !== 'all') throw fail();
    return { negate, predicate: { op: op as ComparisonOp, quantifier: modifier, value } };
  }
  throw fail();
}

const TREE_HEAD = /^(not\.)?(and|or)\(/;

/** The `(...)` value of an or/and parameter; depth counts the trees enclosing it, itself included. */
export function parseLogic(
  op: 'and' | 'or',
  negate: boolean,
  text: string,
  limits: FilterLimits,
  depth = 1,
): Logic {
  if (depth > limits.maxLogicDepth) {
    throw overLimit('The nesting of and/or trees', depth, limits.maxLogicDepth, 'levels');
  }
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw parseError(`"failed to parse logic tree (${text})"`, 'expecting "("');
  }
  const children = splitTopLevel(text.slice(1, -1), 'logic tree').map((part): Condition => {
    const tree = TREE_HEAD.exec(part);
    if (tree)
      return parseLogic(
        tree[2] as 'and' | 'or',
        tree[1] !== undefined,
        part.slice(tree[0].length - 1),
        limits,
        depth + 1,
      );
    const c = new Cursor(part, 'logic tree');
    const field = c.field();
    c.expect('.');
    return { kind: 'filter', field, ...parsePredicate(part.slice(c.pos), true, limits) };
  });
  return { kind: 'logic', op, negate, children };
}

export function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text, 'order').map((part) => {
    const c = new Cursor(part, 'order');
    const term: OrderTerm = { field: c.field(), desc: false };
    while (c.eat('.')) {
      const word = c.name();
      if (word === 'asc' || word === 'desc') term.desc = word === 'desc';
      else if (word === 'nullsfirst' || word === 'nullslast')
        term.nulls = word === 'nullsfirst' ? 'first' : 'last';
      else c.fail('asc, desc, nullsfirst or nullslast');
    }
    if (!c.done()) c.fail('"." or ","');
    return term;
  });
}
