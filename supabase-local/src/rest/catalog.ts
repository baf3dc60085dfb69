// The schema cache: tables, views, columns, keys, foreign keys and functions of one schema,
// read from pg_catalog in a single query. Every identifier a request names is looked up here
// before it reaches SQL, so nothing outside the catalog can ever be spliced into a statement.
import type { SqlExec } from '../db/types.js';

export interface Column {
  name: string;
  /** format_type() spelling, safe to splice: it comes from the catalog, never from a request. */
  type: string;
}

export interface Relation {
  name: string;
  columns: Column[];
  columnsByName: Map<string, Column>;
  primaryKey: string[];
  /** Primary key and unique constraints, for one-to-one detection and default on_conflict. */
  uniqueKeys: string[][];
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface DbFunction {
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  returnType: string;
  /** Columns of a composite / table / OUT-parameter result; undefined for scalar results. */
  columns?: Column[];
  /** The table whose row type the function returns, so its results can embed relations. */
  relation?: string;
}

export interface Catalog {
  schema: string;
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  functions: Map<string, DbFunction[]>;
}

const CATALOG_SQL = `
with ns as (select oid from pg_namespace where nspname = $1)
select json_build_object(
  'relations', (
    select coalesce(json_agg(json_build_object(
      'name', c.relname,
      'columns', (
        select coalesce(json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum), '[]')
        from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped),
      'keys', (
        select coalesce(json_agg(json_build_object('primary', k.contype = 'p', 'columns', (
          select json_agg(a.attname order by u.ord)
          from unnest(k.conkey) with ordinality u(attnum, ord)
          join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum))), '[]')
        from pg_constraint k where k.conrelid = c.oid and k.contype in ('p', 'u'))
    )), '[]')
    from pg_class c
    where c.relnamespace = (select oid from ns) and c.relkind in ('r', 'v', 'm', 'f', 'p')),
  'foreignKeys', (
    select coalesce(json_agg(json_build_object(
      'name', k.conname,
      'table', src.relname,
      'refTable', dst.relname,
      'columns', (
        select json_agg(a.attname order by u.ord)
        from unnest(k.conkey) with ordinality u(attnum, ord)
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum),
      'refColumns', (
        select json_agg(a.attname order by u.ord)
        from unnest(k.confkey) with ordinality u(attnum, ord)
        join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.attnum)
    )), '[]')
    from pg_constraint k
    join pg_class src on src.oid = k.conrelid
    join pg_class dst on dst.oid = k.confrelid
    where k.contype = 'f' and src.relnamespace = (select oid from ns) and dst.relnamespace = (select oid from ns)),
  'functions', (
    select coalesce(json_agg(json_build_object(
      'name', p.proname,
      'returnsSet', p.proretset,
      'returnType', format_type(p.prorettype, null),
      'nDefaults', p.pronargdefaults,
      'args', (
        select coalesce(json_agg(json_build_object(
          'name', coalesce(p.proargnames[x.ord], ''),
          'type', format_type(x.typ, null),
          'mode', coalesce(p.proargmodes[x.ord]::text, 'i')) order by x.ord), '[]')
        from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(typ, ord)),
      'rowColumns', (
        select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
        from pg_attribute a where t.typrelid <> 0 and a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped),
      'rowRelation', (
        select r.relname from pg_class r
        where t.typrelid <> 0 and r.oid = t.typrelid and r.relkind in ('r', 'v', 'm', 'f', 'p')
          and r.relnamespace = (select oid from ns))
    )), '[]')
    from pg_proc p
    join pg_type t on t.oid = p.prorettype
    where p.pronamespace = (select oid from ns) and p.prokind = 'f')
)::text as catalog`;

interface RawCatalog {
  relations: { name: string; columns: Column[]; keys: { primary: boolean; columns: string[] }[] }[];
  foreignKeys: ForeignKey[];
  functions: {
    name: string;
    returnsSet: boolean;
    returnType: string;
    nDefaults: number;
    args: { name: string; type: string; mode: string }[];
    rowColumns: Column[] | null;
    rowRelation: string | null;
  }[];
}

function toRelation(raw: RawCatalog['relations'][number]): Relation {
  return {
    name: raw.name,
    columns: raw.columns,
    columnsByName: new Map(raw.columns.map((c) => [c.name, c])),
    primaryKey: raw.keys.find((k) => k.primary)?.columns ?? [],
    uniqueKeys: raw.keys.map((k) => k.columns),
  };
}

function toFunction(raw: RawCatalog['functions'][number]): DbFunction {
  const inputs = raw.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
  const outputs = raw.args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
  const firstDefault = inputs.length - raw.nDefaults;
  const columns =
    raw.rowColumns ??
    (outputs.length > 1 || raw.args.some((a) => a.mode === 't')
      ? outputs.map((a) => ({ name: a.name, type: a.type }))
      : undefined);
  return {
    name: raw.name,
    args: inputs.map((a, i) => ({ name: a.name, type: a.type, hasDefault: i >= firstDefault })),
    returnsSet: raw.returnsSet,
    returnType: raw.returnType,
    columns,
    relation: raw.rowRelation ?? undefined,
  };
}

export async function loadCatalog(tx: SqlExec, schema: string): Promise<Catalog> {
  const { rows } = await tx.query<{ catalog: string }>(CATALOG_SQL, [schema]);
  const raw = JSON.parse(rows[0]?.catalog ?? '{}') as RawCatalog;
  const functions = new Map<string, DbFunction[]>();
  for (const fn of raw.functions) {
    const list = functions.get(fn.name) ?? [];
    list.push(toFunction(fn));
    functions.set(fn.name, list);
  }
  return {
    schema,
    relations: new Map(raw.relations.map((r) => [r.name, toRelation(r)])),
    foreignKeys: raw.foreignKeys,
    functions,
  };
}
