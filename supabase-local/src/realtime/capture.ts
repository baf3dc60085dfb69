// Change capture without logical replication (PGlite has none): an AFTER row trigger on every
// table in publication supabase_realtime pg_notify()s the change, and the server LISTENs.
// NOTIFY is delivered on commit only, so rolled-back writes never reach subscribers.
import type { Db, SqlExec } from '../db/types.js';
import type { Column } from './filters.js';

export const NOTIFY_CHANNEL = 'realtime_changes';
const PUBLICATION = 'supabase_realtime';

export interface TableInfo {
  schema: string;
  table: string;
  primaryKey: string[];
  columns: Column[];
}

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

export interface Change {
  schema: string;
  table: string;
  type: ChangeType;
  commitTimestamp: string;
  primaryKey: Record<string, unknown>;
  /**
   * The new row (the old one for DELETE, used only to evaluate filters); undefined when it did
   * not fit in a notification — then INSERT/UPDATE fetch it and DELETE filters see the key only.
   */
  record?: Record<string, unknown>;
}

export const tableKey = (schema: string, table: string) => `${schema}.${table}`;
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (value: string) => `'${value.replace(/'/g, "''")}'`;

// The notification carries the whole row when it fits under NOTIFY's 8000-byte limit; the
// primary key columns come in as trigger arguments so one function serves every table.
const TRIGGER_FUNCTION = `
create schema if not exists realtime;
create or replace function realtime.notify_change() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  row_data jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
  key jsonb := '{}'::jsonb;
  col text;
  head jsonb;
  body text;
begin
  foreach col in array tg_argv loop
    key := key || jsonb_build_object(col, row_data -> col);
  end loop;
  head := jsonb_build_object('schema', tg_table_schema, 'table', tg_table_name, 'type', tg_op,
    'commit_timestamp', now(), 'pk', key);
  body := (head || jsonb_build_object('record', row_data))::text;
  if octet_length(body) > 7900 then
    body := head::text;
  end if;
  perform pg_notify('${NOTIFY_CHANNEL}', body);
  return null;
end
$$;
comment on function realtime.notify_change() is 'supabase-local Realtime: notifies row changes of published tables.';
`;

/** Tables in the publication, or `fallback` ("schema.table" or "table") when there is none. */
async function publishedTables(
  db: SqlExec,
  fallback: string[],
): Promise<Array<{ schema: string; table: string }>> {
  const { rows: exists } = await db.query(`select 1 from pg_publication where pubname = $1`, [
    PUBLICATION,
  ]);
  if (exists.length > 0) {
    const { rows } = await db.query<{ schema: string; table: string }>(
      `select schemaname as schema, tablename as table from pg_publication_tables where pubname = $1`,
      [PUBLICATION],
    );
    return rows;
  }
  return fallback.map((name) => {
    const [schema, table] = name.includes('.') ? name.split('.', 2) : ['public', name];
    return { schema: schema!, table: table! };
  });
}

async function describe(db: SqlExec, schema: string, table: string): Promise<TableInfo | null> {
  const { rows } = await db.query<{ name: string; type: string; pk_pos: number | null }>(
    `select a.attname as name, t.typname as type, array_position(i.indkey::int2[], a.attnum) as pk_pos
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
       left join pg_index i on i.indrelid = c.oid and i.indisprimary
      where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p')
      order by a.attnum`,
    [schema, table],
  );
  if (rows.length === 0) return null;
  const primaryKey = rows
    .filter((row) => row.pk_pos !== null)
    .sort((a, b) => a.pk_pos! - b.pk_pos!)
    .map((row) => row.name);
  return { schema, table, primaryKey, columns: rows.map(({ name, type }) => ({ name, type })) };
}

/**
 * Installs (idempotently, as the connection's owner role) the notify trigger on every published
 * table with a primary key and returns their descriptions. Called again after migrations with
 * what is already `installed`, it only touches tables that are new to the publication.
 */
export async function installCapture(
  db: Db,
  fallback: string[],
  log: (msg: string) => void,
  installed?: Map<string, TableInfo>,
): Promise<Map<string, TableInfo>> {
  const tables = new Map<string, TableInfo>();
  await db.transaction(async (tx) => {
    if (!installed) await tx.exec(TRIGGER_FUNCTION);
    for (const { schema, table } of await publishedTables(tx, fallback)) {
      const known = installed?.get(tableKey(schema, table));
      if (known) {
        tables.set(tableKey(schema, table), known);
        continue;
      }
      const info = await describe(tx, schema, table);
      if (!info) {
        log(`realtime: table ${schema}.${table} not found, skipped`);
        continue;
      }
      if (info.primaryKey.length === 0) {
        log(`realtime: table ${schema}.${table} has no primary key, skipped`);
        continue;
      }
      const args = info.primaryKey.map(quoteLiteral).join(', ');
      await tx.exec(
        `create or replace trigger realtime_notify_change
           after insert or update or delete on ${quoteIdent(schema)}.${quoteIdent(table)}
           for each row execute function realtime.notify_change(${args})`,
      );
      tables.set(tableKey(schema, table), info);
    }
  });
  return tables;
}

/** Parses one notification; null for anything that is not ours. */
export function parseChange(payload: string): Change | null {
  try {
    const raw = JSON.parse(payload) as {
      schema: string;
      table: string;
      type: ChangeType;
      commit_timestamp: string;
      pk: Record<string, unknown>;
      record?: Record<string, unknown>;
    };
    if (!raw.schema || !raw.table || !['INSERT', 'UPDATE', 'DELETE'].includes(raw.type))
      return null;
    return {
      schema: raw.schema,
      table: raw.table,
      type: raw.type,
      commitTimestamp: new Date(raw.commit_timestamp).toISOString(),
      primaryKey: raw.pk,
      ...(raw.record ? { record: raw.record } : {}),
    };
  } catch {
    return null;
  }
}

/** `"a" = $1 and "b" = $2` over a table's primary key, with the values in the same order. */
export function primaryKeyWhere(
  info: TableInfo,
  key: Record<string, unknown>,
): { where: string; params: unknown[] } {
  return {
    where: info.primaryKey.map((column, i) => `${quoteIdent(column)} = $${i + 1}`).join(' and '),
    params: info.primaryKey.map((column) => {
      const value = key[column];
      return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
    }),
  };
}

/** Reads a row that was too big for its notification (as the owner; visibility is checked apart). */
export async function fetchRecord(
  db: Db,
  info: TableInfo,
  key: Record<string, unknown>,
): Promise<Record<string, unknown> | null> {
  const { where, params } = primaryKeyWhere(info, key);
  const { rows } = await db.query<{ record: Record<string, unknown> }>(
    `select to_jsonb(t) as record from ${quoteIdent(info.schema)}.${quoteIdent(info.table)} t where ${where}`,
    params,
  );
  return rows[0]?.record ?? null;
}
