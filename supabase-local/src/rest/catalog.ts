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
  /** A view (or materialized view): its relationships come from the tables it reads. */
  isView: boolean;
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

/** Columns a view shows of one table it reads (same name in both, as PostgREST follows them). */
interface ViewBase {
  view: string;
  table: string;
  columns: string[];
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
  /** The table whose row type is the only argument: a computed field or computed relationship. */
  argRelation?: string;
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
      'isView', c.relkind in ('v', 'm'),
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
  'viewBases', (
    select coalesce(json_agg(json_build_object('view', b.view, 'table', b.tbl, 'columns', b.columns)), '[]')
    from (
      select v.relname as view, t.relname as tbl, json_agg(distinct a.attname) as columns
      from pg_depend d
      join pg_rewrite r on r.oid = d.objid
      join pg_class v on v.oid = r.ev_class
      join pg_class t on t.oid = d.refobjid
      join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      join pg_attribute va on va.attrelid = v.oid and va.attname = a.attname
      where d.classid = 'pg_rewrite'::regclass and d.refclassid = 'pg_class'::regclass
        and v.relkind in ('v', 'm') and t.oid <> v.oid and t.relkind in ('r', 'p', 'v', 'm')
        and v.relnamespace = (select oid from ns) and t.relnamespace = (select oid from ns)
      group by v.relname, t.relname) b),
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
      'argRelation', (
        select r.relname from pg_type at join pg_class r on r.oid = at.typrelid
        where p.pronargs = 1 and at.oid = p.proargtypes[0] and r.relnamespace = (select oid from ns)),
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
  relations: { name: string; isView: boolean; columns: Column[]; keys: { primary: boolean; columns: string[] }[] }[];
  foreignKeys: ForeignKey[];
  viewBases: ViewBase[];
  functions: {
    name: string;
    returnsSet: boolean;
    returnType: string;
    nDefaults: number;
    args: { name: string; type: string; mode: string }[];
    rowColumns: Column[] | null;
    rowRelation: string | null;
    argRelation: string | null;
  }[];
}

function toRelation(raw: RawCatalog['relations'][number]): Relation {
  return {
    name: raw.name,
    isView: raw.isView,
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
    argRelation: raw.argRelation ?? undefined,
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
  const relations = new Map(raw.relations.map((r) => [r.name, toRelation(r)]));
  for (const base of raw.viewBases) inheritPrimaryKey(relations, base);
  return { schema, relations, foreignKeys: throughViews(raw.foreignKeys, raw.viewBases), functions };
}

/** A view showing its table's whole primary key has that key (upserts, one-to-one detection). */
function inheritPrimaryKey(relations: Map<string, Relation>, base: ViewBase): void {
  const view = relations.get(base.view);
  const table = relations.get(base.table);
  if (!view || !table || view.primaryKey.length > 0) return;
  if (table.primaryKey.length > 0 && table.primaryKey.every((c) => base.columns.includes(c))) {
    view.primaryKey = table.primaryKey;
    view.uniqueKeys = [table.primaryKey];
  }
}

/**
 * PostgREST infers a view's relationships from the tables it reads: a foreign key whose columns
 * the view shows also links the view (on either side), so views embed and are embedded.
 */
function throughViews(foreignKeys: ForeignKey[], bases: ViewBase[]): ForeignKey[] {
  const shows = (base: ViewBase, columns: string[]) => columns.every((c) => base.columns.includes(c));
  const fromViews = foreignKeys.flatMap((fk) =>
    bases.filter((b) => b.table === fk.table && shows(b, fk.columns)).map((b) => ({ ...fk, table: b.view })),
  );
  const all = [...foreignKeys, ...fromViews];
  const toViews = all.flatMap((fk) =>
    bases.filter((b) => b.table === fk.refTable && shows(b, fk.refColumns)).map((b) => ({ ...fk, refTable: b.view })),
  );
  return [...all, ...toViews];
}
