// The `select=` grammar: columns, `*`, `alias:col`, JSON arrows, casts, and embedded resources
// `[alias:]table[!hint][!inner](...)`, nested up to the request limits.
import { overLimit, parseError } from './errors.js';
import type { RestLimits } from './types.js';

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

/** A column reference as written in select, filter and order keys: `col`, `col->a->>b`. */
export interface Field {
  name: string;
  path: JsonStep[];
}

export type AggregateName = 'count' | 'sum' | 'avg' | 'min' | 'max';

export interface ColumnItem {
  type: 'column';
  field: Field;
  alias?: string;
  cast?: string;
  /** `col.sum()`: the other selected columns group the rows. */
  aggregate?: AggregateName;
  /** `col.sum()::int`: a cast of the aggregate's result. */
  resultCast?: string;
}

const AGGREGATES = new Set<string>(['count', 'sum', 'avg', 'min', 'max']);

export interface EmbedItem {
  type: 'embed';
  name: string;
  alias?: string;
  hint?: string;
  inner: boolean;
  spread: boolean;
  items: SelectItem[];
}

export type SelectItem =
  { type: 'star' } | { type: 'count'; alias?: string } | ColumnItem | EmbedItem;

const NAME = /[\p{L}\p{N}_$]+/uy;

/** A small cursor over one query-string value. */
export class Cursor {
  pos = 0;
  constructor(
    readonly text: string,
    readonly what: string,
  ) {}

  fail(expected: string): never {
    throw parseError(
      `"failed to parse ${this.what} (${this.text})"`,
      `unexpected "${this.text.slice(this.pos, this.pos + 1) || 'end of input'}" expecting ${expected}`,
    );
  }

  peek(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }

  eat(s: string): boolean {
    if (!this.peek(s)) return false;
    this.pos += s.length;
    return true;
  }

  expect(s: string): void {
    if (!this.eat(s)) this.fail(`"${s}"`);
  }

  done(): boolean {
    return this.pos >= this.text.length;
  }

  skipSpaces(): void {
    while (/\s/.test(this.text[this.pos] ?? '')) this.pos += 1;
  }

  /** A bare name, or a "double quoted" one with \" and \\ escapes. */
  name(): string {
    if (this.eat('"')) {
      let out = '';
      for (;;) {
        const ch = this.text[this.pos];
        if (ch === undefined) this.fail('closing quote');
        this.pos += 1;
        if (ch === '"') return out;
        if (ch === '\\' && this.pos < this.text.length) {
          out += this.text[this.pos];
          this.pos += 1;
        } else out += ch;
      }
    }
    NAME.lastIndex = this.pos;
    const match = NAME.exec(this.text);
    if (!match) this.fail('a name');
    this.pos += match[0].length;
    return match[0];
  }

  jsonPath(): JsonStep[] {
    const path: JsonStep[] = [];
    while (this.peek('->')) {
      const arrow = this.eat('->>') ? '->>' : (this.expect('->'), '->');
      const negative = this.eat('-');
      path.push({ arrow, key: (negative ? '-' : '') + this.name() });
    }
    return path;
  }

  field(): Field {
    const name = this.name();
    return { name, path: this.jsonPath() };
  }
}

type SelectLimits = Pick<RestLimits, 'maxSelectLength' | 'maxEmbedDepth'>;

/** depth: how many embeds enclose the item (0 at the top level). */
function parseItem(c: Cursor, limits: SelectLimits, depth: number): SelectItem {
  if (c.eat('*')) return { type: 'star' };
  const spread = c.eat('...');
  let name = c.name();
  let alias: string | undefined;
  if (c.peek(':') && !c.peek('::')) {
    c.expect(':');
    alias = name;
    name = c.name();
  }
  if (c.peek('!') || c.peek('(')) {
    let hint: string | undefined;
    let inner = false;
    while (c.eat('!')) {
      const word = c.name();
      if (word === 'inner') inner = true;
      else if (word !== 'left') hint = word;
    }
    c.expect('(');
    // `count()` is the aggregate PostgREST allows on its own; anything else is an embed.
    if (name === 'count' && !spread && c.eat(')')) return { type: 'count', alias };
    // Checked before descending: each level is one more correlated subquery per parent row.
    if (depth >= limits.maxEmbedDepth) {
      throw overLimit(
        'The nesting of embedded resources',
        depth + 1,
        limits.maxEmbedDepth,
        'levels',
      );
    }
    const items = parseList(c, limits, depth + 1);
    c.expect(')');
    return { type: 'embed', name, alias, hint, inner, spread, items };
  }
  if (spread) c.fail('"(" after a spread');
  const path = c.jsonPath();
  const cast = c.eat('::') ? c.name() : undefined;
  if (!c.eat('.')) return { type: 'column', field: { name, path }, alias, cast };
  const aggregate = c.name();
  if (!AGGREGATES.has(aggregate)) c.fail('an aggregate (count, sum, avg, min, max)');
  c.expect('()');
  const resultCast = c.eat('::') ? c.name() : undefined;
  return {
    type: 'column',
    field: { name, path },
    alias,
    cast,
    aggregate: aggregate as AggregateName,
    resultCast,
  };
}

function parseList(c: Cursor, limits: SelectLimits, depth: number): SelectItem[] {
  const items: SelectItem[] = [];
  c.skipSpaces();
  if (c.done() || (depth > 0 && c.peek(')'))) return items;
  for (;;) {
    c.skipSpaces();
    items.push(parseItem(c, limits, depth));
    c.skipSpaces();
    if (!c.eat(',')) return items;
  }
}

export function parseSelect(text: string | null, limits: SelectLimits): SelectItem[] {
  if (text === null) return [{ type: 'star' }];
  if (text.length > limits.maxSelectLength) {
    throw overLimit('The select parameter', text.length, limits.maxSelectLength, 'characters');
  }
  const c = new Cursor(text, 'select');
  const items = parseList(c, limits, 0);
  if (!c.done()) c.fail('"," or end of input');
  return items;
}
