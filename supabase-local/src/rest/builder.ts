// Turns a parsed select tree plus its per-resource filters into SQL: one level per resource,
// embeds as correlated subqueries (json_agg for to-many, row_to_json for to-one) so a single
// statement returns PostgREST's JSON. Embeds that filter their parent (!inner, `embed=is.null`)
// or are spread become LEFT JOIN LATERALs so the parent WHERE can test them.
import type { Catalog, Column } from './catalog.js';
import { parseError, RestError, unknownColumn } from './errors.js';
import {
  OPERATORS,
  TEXT_SEARCH,
  type Condition,
  type Filter,
  type OrderTerm,
  type Predicate,
  type TextSearchOp,
} from './parse-filters.js';
import type { EmbedItem, Field, SelectItem } from './parse-select.js';
import type { NodeParams } from './query-params.js';
import { findRelationship, type Relationship } from './relationships.js';
import { arrayLiteral, ident, Params, qualified } from './sql.js';

/** What one level reads: a table, a view, or the rows of a function. */
export interface Shape {
  /** Name used in error messages and, when relation is set, to find relationships. */
  name: string;
  columns: Column[];
  columnsByName: Map<string, Column>;
  relation?: string;
  /** Rows of a write's CTE: not of the table's row type, so no computed fields. */
  fromMutation?: boolean;
}

export interface Level {
  columns: string[];
  joins: string[];
  where: string[];
  /** ` group by …` when the level selects aggregates next to plain columns. */
  groupBy: string;
  orderBy: string;
  limit: string;
}

// Casts PostgREST users write in select (`col::text`), mapped to SQL type names.
const CASTS: Record<string, string> = {
  text: 'text',
  varchar: 'varchar',
  int: 'integer',
  integer: 'integer',
  int2: 'smallint',
  int4: 'integer',
  int8: 'bigint',
  bigint: 'bigint',
  smallint: 'smallint',
  numeric: 'numeric',
  float4: 'real',
  float8: 'double precision',
  real: 'real',
  bool: 'boolean',
  boolean: 'boolean',
  json: 'json',
  jsonb: 'jsonb',
  uuid: 'uuid',
  date: 'date',
  time: 'time',
  timestamp: 'timestamp',
  timestamptz: 'timestamptz',
};

const isTextSearch = (p: Predicate): p is Extract<Predicate, { op: TextSearchOp }> =>
  p.op in TEXT_SEARCH;

/** `books(count)`: PostgREST's older spelling of count(), when no column is called count. */
const isLegacyCount = (item: SelectItem, shape: Shape) =>
  item.type === 'column' &&
  item.field.name === 'count' &&
  item.field.path.length === 0 &&
  !item.cast &&
  !shape.columnsByName.has('count');

interface LateralEmbed {
  alias: string;
  toOne: boolean;
}

export class QueryBuilder {
  readonly params = new Params();
  private aliasCount = 0;
  private readonly used = new Set<string>();

  constructor(
    readonly catalog: Catalog,
    readonly nodes: Map<string, NodeParams>,
  ) {}

  private nextAlias(prefix: string): string {
    this.aliasCount += 1;
    return `${prefix}${this.aliasCount}`;
  }

  /** Takes the parameters addressed to one resource path ('' is the top level). */
  take(path: string): NodeParams {
    this.used.add(path);
    return this.nodes.get(path) ?? { conditions: [], order: [] };
  }

  /** Filters on an embed the select does not contain are an error, as in PostgREST. */
  assertAllUsed(): void {
    for (const path of this.nodes.keys()) {
      if (!this.used.has(path)) {
        throw new RestError(
          400,
          'PGRST108',
          `'${path}' is not an embedded resource in this request`,
          null,
          `Verify that '${path}' is included in the 'select' query parameter.`,
        );
      }
    }
  }

  /** A function of the level's row type returning a scalar reads like a column (computed field). */
  private computedField(shape: Shape, name: string) {
    if (!shape.relation || shape.fromMutation) return undefined;
    return this.catalog.functions
      .get(name)
      ?.find((fn) => fn.argRelation === shape.relation && !fn.columns && !fn.returnsSet);
  }

  field(shape: Shape, alias: string, field: Field): string {
    let sql: string;
    if (shape.columnsByName.has(field.name)) sql = `${alias}.${ident(field.name)}`;
    else if (this.computedField(shape, field.name))
      sql = `${qualified(this.catalog.schema, field.name)}(${alias})`;
    else throw unknownColumn(shape.name, field.name);
    for (const step of field.path) {
      // Integer keys index JSON arrays; everything else is an object key, bound as text.
      const key = /^-?\d+$/.test(step.key)
        ? `${this.params.add(Number(step.key))}::int`
        : `${this.params.add(step.key)}::text`;
      sql = `(${sql}${step.arrow}${key})`;
    }
    return sql;
  }

  private filter(filter: Filter, shape: Shape, alias: string): string {
    const column = this.field(shape, alias, filter.field);
    const p = filter.predicate;
    let sql: string;
    if (p.op === 'in') sql = `${column} = any(${this.params.add(arrayLiteral(p.values))})`;
    else if (p.op === 'is') sql = `${column} is ${p.value === 'not_null' ? 'not null' : p.value}`;
    else if (isTextSearch(p)) {
      const config = p.config === undefined ? '' : `${this.params.add(p.config)}::regconfig, `;
      sql = `${column} @@ ${TEXT_SEARCH[p.op]}(${config}${this.params.add(p.value)})`;
    } else {
      const value = p.op === 'like' || p.op === 'ilike' ? p.value.replace(/\*/g, '%') : p.value;
      const placeholder = this.params.add(value);
      sql = p.quantifier
        ? `${column} ${OPERATORS[p.op]} ${p.quantifier}(${placeholder})`
        : `${column} ${OPERATORS[p.op]} ${placeholder}`;
    }
    return filter.negate ? `not (${sql})` : sql;
  }

  condition(
    cond: Condition,
    shape: Shape,
    alias: string,
    embeds?: Map<string, LateralEmbed>,
  ): string {
    if (cond.kind === 'logic') {
      const parts = cond.children.map((child) => this.condition(child, shape, alias, embeds));
      const joined =
        parts.length === 0 ? (cond.op === 'and' ? 'true' : 'false') : parts.join(` ${cond.op} `);
      return cond.negate ? `not (${joined})` : `(${joined})`;
    }
    const embed = embeds?.get(cond.field.name);
    if (embed && cond.field.path.length === 0 && cond.predicate.op === 'is') {
      // `embed=is.null` / `embed=not.is.null`: test the embedded value itself.
      const wantNull = (cond.predicate.value === 'null') !== cond.negate;
      if (cond.predicate.value !== 'null' && cond.predicate.value !== 'not_null') {
        throw parseError(
          `"failed to parse filter (${cond.field.name})"`,
          'only is.null applies to an embedded resource',
        );
      }
      const present = embed.toOne
        ? `${embed.alias}.j is not null`
        : `json_array_length(${embed.alias}.j) > 0`;
      return wantNull ? `not (${present})` : present;
    }
    return this.filter(cond, shape, alias);
  }

  private orderBy(terms: OrderTerm[], shape: Shape, alias: string): string {
    if (terms.length === 0) return '';
    const parts = terms.map((t) => {
      const nulls = t.nulls ? ` nulls ${t.nulls}` : '';
      return `${this.field(shape, alias, t.field)} ${t.desc ? 'desc' : 'asc'}${nulls}`;
    });
    return ` order by ${parts.join(', ')}`;
  }

  private limit(node: NodeParams): string {
    const limit = node.limit === undefined ? '' : ` limit ${this.params.add(node.limit)}`;
    const offset =
      node.offset === undefined || node.offset === 0
        ? ''
        : ` offset ${this.params.add(node.offset)}`;
    return limit + offset;
  }

  /** One resource level; alias names its FROM item; path locates its embed parameters. */
  level(
    shape: Shape,
    alias: string,
    items: SelectItem[],
    path: string,
    node = this.take(path),
  ): Level {
    const level: Level = { columns: [], joins: [], where: [], groupBy: '', orderBy: '', limit: '' };
    const plain: string[] = [];
    let aggregated = false;
    const embedFilters = new Set(
      node.conditions.flatMap((c) =>
        c.kind === 'filter' && c.field.path.length === 0 ? [c.field.name] : [],
      ),
    );
    const laterals = new Map<string, LateralEmbed>();
    for (const item of items) {
      if (item.type === 'star') {
        for (const column of shape.columns) {
          level.columns.push(`${alias}.${ident(column.name)}`);
          plain.push(`${alias}.${ident(column.name)}`);
        }
      } else if (item.type === 'count' || isLegacyCount(item, shape)) {
        level.columns.push(`count(*) as ${ident(item.alias ?? 'count')}`);
        aggregated = true;
      } else if (item.type === 'column') {
        const cast = item.cast === undefined ? '' : `::${this.cast(item.cast)}`;
        const value = `${this.field(shape, alias, item.field)}${cast}`;
        if (item.aggregate) {
          const result = item.resultCast === undefined ? '' : `::${this.cast(item.resultCast)}`;
          level.columns.push(`${item.aggregate}(${value})${result} as ${ident(item.alias ?? item.aggregate)}`);
          aggregated = true;
        } else {
          const key =
            item.alias ?? item.field.path[item.field.path.length - 1]?.key ?? item.field.name;
          level.columns.push(`${value} as ${ident(key)}`);
          plain.push(value);
        }
      } else {
        this.embed(shape, alias, item, path, embedFilters, laterals, level);
      }
    }
    level.where.push(...node.conditions.map((c) => this.condition(c, shape, alias, laterals)));
    if (aggregated && plain.length > 0) level.groupBy = ` group by ${plain.join(', ')}`;
    level.orderBy = this.orderBy(node.order, shape, alias);
    level.limit = this.limit(node);
    return level;
  }

  private cast(name: string): string {
    const type = CASTS[name.toLowerCase()];
    if (!type)
      throw new RestError(
        400,
        'PGRST100',
        `"failed to parse select (::${name})"`,
        `unknown cast type ${name}`,
      );
    return type;
  }

  private embed(
    shape: Shape,
    alias: string,
    item: EmbedItem,
    path: string,
    embedFilters: Set<string>,
    laterals: Map<string, LateralEmbed>,
    level: Level,
  ): void {
    if (!shape.relation) {
      throw new RestError(
        400,
        'PGRST200',
        `Could not find a relationship between '${shape.name}' and '${item.name}' in the schema cache`,
      );
    }
    const rel = findRelationship(this.catalog, shape.relation, item.name, item.hint);
    const key = item.alias ?? item.name;
    const prefix = path === '' ? '' : `${path}.`;
    const childPath =
      item.alias !== undefined && this.nodes.has(prefix + item.alias)
        ? prefix + item.alias
        : prefix + item.name;
    const target: Shape = { ...rel.target, relation: rel.target.name };
    const childAlias = this.nextAlias('t');
    const child = this.level(target, childAlias, item.items, childPath);
    // A computed relationship is its function called with the parent row: no join condition.
    const from = rel.computed
      ? `${qualified(this.catalog.schema, rel.computed.name)}(${alias}) ${childAlias}`
      : `${qualified(this.catalog.schema, target.name)} ${childAlias}`;
    const conditions = [...(rel.computed ? [] : [this.joinCondition(rel, alias, childAlias)]), ...child.where];
    const where = conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
    const body = `select ${child.columns.join(', ')} from ${from}${child.joins.join('')}${where}${child.groupBy}${child.orderBy}${child.limit}`;
    const e = this.nextAlias('e');
    const value = rel.toOne
      ? `(select row_to_json(${e}) from (${body}) ${e})`
      : `(select coalesce(json_agg(${e}), '[]') from (${body}) ${e})`;
    if (item.spread) {
      if (!rel.toOne) {
        throw new RestError(
          400,
          'PGRST119',
          `A spread operation on '${item.name}' is not possible`,
          `'${shape.name}' and '${item.name}' do not form a many-to-one or one-to-one relationship`,
        );
      }
      const lateral = this.nextAlias('l');
      level.joins.push(` left join lateral (select ${value} as j) ${lateral} on true`);
      for (const k of this.outputKeys(target, item.items)) {
        level.columns.push(`(${lateral}.j->${this.params.add(k)}::text) as ${ident(k)}`);
      }
      return;
    }
    // `table()`: an empty embed only filters (with !inner or `table=not.is.null`); never output.
    const empty = item.items.length === 0;
    if (item.inner || embedFilters.has(key)) {
      const lateral = this.nextAlias('l');
      level.joins.push(` left join lateral (select ${value} as j) ${lateral} on true`);
      if (!empty) level.columns.push(`${lateral}.j as ${ident(key)}`);
      laterals.set(key, { alias: lateral, toOne: rel.toOne });
      if (item.inner)
        level.where.push(
          rel.toOne ? `${lateral}.j is not null` : `json_array_length(${lateral}.j) > 0`,
        );
    } else if (!empty) {
      level.columns.push(`${value} as ${ident(key)}`);
    }
  }

  private outputKeys(shape: Shape, items: SelectItem[]): string[] {
    return items.flatMap((item) => {
      if (item.type === 'star') return shape.columns.map((c) => c.name);
      if (item.type === 'count') return [item.alias ?? 'count'];
      if (item.type === 'column')
        return [item.alias ?? item.aggregate ?? item.field.path[item.field.path.length - 1]?.key ?? item.field.name];
      return [item.alias ?? item.name];
    });
  }

  private joinCondition(rel: Relationship, parent: string, child: string): string {
    if (rel.junction) {
      const { table, toParent, toTarget } = rel.junction;
      const j = this.nextAlias('j');
      const onParent = toParent.columns.map(
        (c, i) => `${j}.${ident(c)} = ${parent}.${ident(toParent.refColumns[i] ?? '')}`,
      );
      const onChild = toTarget.columns.map(
        (c, i) => `${j}.${ident(c)} = ${child}.${ident(toTarget.refColumns[i] ?? '')}`,
      );
      return `exists (select 1 from ${qualified(this.catalog.schema, table.name)} ${j} where ${[...onParent, ...onChild].join(' and ')})`;
    }
    return rel.pairs.map(([p, c]) => `${child}.${ident(c)} = ${parent}.${ident(p)}`).join(' and ');
  }
}
