// Delivers captured changes to the postgres_changes bindings that match them, but only to
// subscribers whose role and claims may SELECT the row: visibility is decided by Postgres itself
// (RLS + grants) inside withRequestContext, once per distinct set of claims per change.
import type { Db, JwtClaims } from '../db/types.js';
import { withRequestContext } from '../db/request-context.js';
import {
  fetchRecord,
  primaryKeyWhere,
  quoteIdent,
  tableKey,
  type Change,
  type TableInfo,
} from './capture.js';
import { matchesFilter, patternChecks, type Condition, type PatternCheck } from './filters.js';

export interface PgBinding {
  /** Server-generated; the client routes a change to its callback by this id. */
  id: number;
  event: 'INSERT' | 'UPDATE' | 'DELETE' | '*';
  schema: string;
  /** undefined or '*' = every published table of the schema. */
  table?: string;
  conditions: Condition[];
  select?: string[];
}

export interface Subscriber {
  claims: JwtClaims;
  bindings: PgBinding[];
  sendChange(ids: number[], data: Record<string, unknown>): void;
}

const matchesTarget = (binding: PgBinding, change: Change) =>
  (binding.event === '*' || binding.event === change.type) &&
  (binding.schema === '*' || binding.schema === change.schema) &&
  (binding.table === undefined || binding.table === '*' || binding.table === change.table);

const checkKey = (check: PatternCheck) =>
  JSON.stringify([check.operator, check.pattern, check.text]);

// One statement answers every pattern check of a change, with SQL's LIKE and POSIX regex meaning.
const PATTERN_SQL = `
  select case c->>0
      when 'like' then (c->>2) like (c->>1)
      when 'ilike' then (c->>2) ilike (c->>1)
      when 'match' then (c->>2) ~ (c->>1)
      else (c->>2) ~* (c->>1)
    end as ok
    from jsonb_array_elements($1::jsonb) with ordinality as checks(c, n)
   order by n`;

const pick = (record: Record<string, unknown>, columns: string[] | undefined) =>
  columns
    ? Object.fromEntries(columns.filter((c) => c in record).map((c) => [c, record[c]]))
    : record;

/** What a DELETE may show, as Realtime's apply_rls decides it from the catalog. */
interface DeleteView {
  /** RLS cannot be asked about a gone row, so with RLS on only the primary key goes out. */
  rls: boolean;
  /** The old row Postgres logs: all of it with REPLICA IDENTITY FULL, else the primary key. */
  full: boolean;
  /** The columns each role may SELECT (none: the role is not told). */
  selectable: Record<string, string[]>;
}

const DELETE_VIEW_SQL = `
  select c.relrowsecurity as rls, c.relreplident = 'f' as full,
         (select jsonb_object_agg(r.role, (
             select coalesce(jsonb_agg(a.attname), '[]'::jsonb) from pg_attribute a
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                and has_column_privilege(r.role, c.oid, a.attnum, 'SELECT')))
            from unnest($2::text[]) as r(role)) as selectable
    from pg_class c where c.oid = $1::regclass`;

export class ChangeDispatcher {
  private readonly subscribers = new Set<Subscriber>();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly tables: () => Map<string, TableInfo>,
    private readonly log: (msg: string) => void,
  ) {}

  add(subscriber: Subscriber) {
    this.subscribers.add(subscriber);
  }

  remove(subscriber: Subscriber) {
    this.subscribers.delete(subscriber);
  }

  /** Changes are handled one at a time, so every subscriber sees them in commit order. */
  enqueue(change: Change) {
    this.queue = this.queue
      .then(() => this.dispatch(change))
      .catch((error: unknown) => this.log(`realtime: dispatch failed: ${String(error)}`));
  }

  /** Resolves once every change enqueued so far has been handled. */
  drain(): Promise<void> {
    return this.queue;
  }

  private async dispatch(change: Change) {
    const info = this.tables().get(tableKey(change.schema, change.table));
    if (!info) return;
    const targeted = [...this.subscribers].filter((s) =>
      s.bindings.some((b) => matchesTarget(b, change)),
    );
    if (targeted.length === 0) return;

    let record = change.record;
    if (!record && change.type !== 'DELETE') {
      record = (await fetchRecord(this.db, info, change.primaryKey)) ?? undefined;
      if (!record) return; // gone already: nobody can be shown it
    }
    if (change.type === 'DELETE') return this.dispatchDelete(change, info, targeted);
    const patterns = await this.patternVerdicts(
      targeted.flatMap((s) =>
        s.bindings
          .filter((b) => matchesTarget(b, change))
          .flatMap((b) => patternChecks(b.conditions, record!)),
      ),
    );
    const matched = this.matching(targeted, change, info, record!, patterns);
    if (matched.length === 0) return;

    // One check per distinct set of claims, all started at once (a pg pool runs them in parallel;
    // PGlite queues them).
    const verdicts = new Map<string, Promise<boolean>>();
    for (const { subscriber } of matched) {
      const key = JSON.stringify(subscriber.claims);
      if (!verdicts.has(key)) verdicts.set(key, this.canSee(subscriber.claims, info, change));
    }
    for (const { subscriber, bindings } of matched) {
      if (!(await verdicts.get(JSON.stringify(subscriber.claims)))) continue;
      this.send(subscriber, bindings, (select) => this.payload(change, info, select, pick(record!, select), change.primaryKey));
    }
  }

  /**
   * DELETE as hosted Realtime sends it: to every subscriber whose role may SELECT the table (RLS
   * cannot be asked about a row that is gone), filters evaluated on the old row Postgres logs
   * (the primary key, or all of it with REPLICA IDENTITY FULL), and `old_record` holding what the
   * role may select of that — only the primary key when the table has RLS.
   */
  private async dispatchDelete(change: Change, info: TableInfo, targeted: Subscriber[]) {
    const logged = change.record ?? change.primaryKey;
    const roles = [...new Set(targeted.map((s) => s.claims.role))];
    const { rows } = await this.db.query<DeleteView>(DELETE_VIEW_SQL, [
      `${quoteIdent(info.schema)}.${quoteIdent(info.table)}`,
      roles,
    ]);
    const view = rows[0];
    if (!view) return;
    const old = view.full ? logged : pick(logged, info.primaryKey);
    const patterns = await this.patternVerdicts(
      targeted.flatMap((s) => s.bindings.filter((b) => matchesTarget(b, change)).flatMap((b) => patternChecks(b.conditions, old))),
    );
    // A filter on a column the old row does not carry never matches (Realtime's is_visible_through_filters).
    const matched = this.matching(targeted, change, info, old, patterns, (b) => b.conditions.every((c) => c.column in old));
    for (const { subscriber, bindings } of matched) {
      const selectable = view.selectable[subscriber.claims.role] ?? [];
      if (selectable.length === 0) continue;
      const shown = selectable.filter((column) => column in old && (!view.rls || info.primaryKey.includes(column)));
      this.send(subscriber, bindings, (select) =>
        this.payload(change, info, select, undefined, pick(old, shown.filter((c) => !select || select.includes(c) || info.primaryKey.includes(c)))),
      );
    }
  }

  /** The subscribers (and their bindings) a change matches by event, table and filters. */
  private matching(
    targeted: Subscriber[],
    change: Change,
    info: TableInfo,
    row: Record<string, unknown>,
    patterns: Map<string, boolean>,
    applies: (binding: PgBinding) => boolean = () => true,
  ) {
    const verdict = (check: PatternCheck) => patterns.get(checkKey(check)) ?? false;
    return targeted
      .map((subscriber) => ({
        subscriber,
        bindings: subscriber.bindings.filter(
          (b) => matchesTarget(b, change) && applies(b) && matchesFilter(b.conditions, row, info.columns, verdict),
        ),
      }))
      .filter((m) => m.bindings.length > 0);
  }

  /** One message per distinct column selection; the client routes each by binding id. */
  private send(subscriber: Subscriber, bindings: PgBinding[], payloadFor: (select: string[] | undefined) => Record<string, unknown>) {
    const bySelect = new Map<string, PgBinding[]>();
    for (const binding of bindings) {
      const key = JSON.stringify(binding.select ?? null);
      bySelect.set(key, [...(bySelect.get(key) ?? []), binding]);
    }
    for (const group of bySelect.values()) {
      subscriber.sendChange(
        group.map((b) => b.id),
        payloadFor(group[0]!.select),
      );
    }
  }

  /** Postgres's answer to each distinct pattern check; none when it fails (nothing matches). */
  private async patternVerdicts(checks: PatternCheck[]): Promise<Map<string, boolean>> {
    const unique = [...new Map(checks.map((check) => [checkKey(check), check])).values()];
    const verdicts = new Map<string, boolean>();
    if (unique.length === 0) return verdicts;
    try {
      const { rows } = await this.db.query<{ ok: boolean | null }>(PATTERN_SQL, [
        JSON.stringify(unique.map((c) => [c.operator, c.pattern, c.text])),
      ]);
      unique.forEach((check, i) => verdicts.set(checkKey(check), rows[i]?.ok === true));
    } catch (error) {
      this.log(`realtime: pattern filters failed: ${String(error)}`);
    }
    return verdicts;
  }

  /** Refuses a pattern Postgres cannot compile, at subscribe time as Realtime does. */
  async checkPatterns(conditions: Condition[]): Promise<void> {
    for (const { operator, value } of conditions) {
      if (operator !== 'match' && operator !== 'imatch') continue;
      await this.db.query(`select '' ~ $1 as ok`, [value]).catch((error: unknown) => {
        throw new Error(
          `invalid regular expression for ${operator} filter: ${(error as Error).message}`,
        );
      });
    }
  }

  /** INSERT/UPDATE: the row must be readable by the subscriber right now (RLS, grants). */
  private async canSee(claims: JwtClaims, info: TableInfo, change: Change): Promise<boolean> {
    const { where, params } = primaryKeyWhere(info, change.primaryKey);
    try {
      return await withRequestContext(this.db, claims, async (tx) => {
        const { rows } = await tx.query(
          `select 1 from ${quoteIdent(info.schema)}.${quoteIdent(info.table)} where ${where} limit 1`,
          params,
        );
        return rows.length > 0;
      });
    } catch (error) {
      // e.g. permission denied for table: not visible.
      this.log(
        `realtime: visibility check on ${info.schema}.${info.table} failed: ${String(error)}`,
      );
      return false;
    }
  }

  private payload(
    change: Change,
    info: TableInfo,
    select: string[] | undefined,
    record: Record<string, unknown> | undefined,
    oldRecord: Record<string, unknown>,
  ) {
    const columns = select ? info.columns.filter((c) => select.includes(c.name)) : info.columns;
    return {
      schema: change.schema,
      table: change.table,
      commit_timestamp: change.commitTimestamp,
      type: change.type,
      columns,
      errors: null,
      ...(record ? { record } : {}),
      // UPDATE: the primary key (the trigger does not send the old row).
      ...(change.type !== 'INSERT' ? { old_record: oldRecord } : {}),
    };
  }
}
