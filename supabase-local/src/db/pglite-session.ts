import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { bindMessage, EXECUTE, simpleQuery, SYNC, type WireValue } from './pglite-messages.js';
import type { PreludeStep } from './pglite-worker-protocol.js';
import type { QueryResult, SqlExec } from './types.js';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

interface Prepared {
  name: string;
  paramTypes: number[];
  /** Absent for statements that return no rows. */
  rowDescription?: BackendMessage;
}

/** What opens a statement's message in a transaction (see pglite-worker-protocol.ts). */
export interface Opening {
  begin: boolean;
  prelude?: PreludeStep[];
}

const MAX_STATEMENTS = 1000;
// Raised when a table changed shape under a prepared statement (DDL after it was prepared).
const CACHED_PLAN_CHANGED = '0A000';
const serialize = protocol.serialize;
const COMMIT = simpleQuery('commit');

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Talks to PGlite through its wire protocol for request transactions. PGlite's own query()
 * parses, describes and plans every statement on every call and its transaction() adds several
 * more round trips; here each SQL text is prepared once (named statement) and then only bound
 * and executed, and BEGIN/COMMIT are plain messages — together ~4× less work per request.
 * Only use it while nothing else talks to the PGlite instance (the worker runs one request at a time).
 */
export function createPgliteSession(pg: PGlite, { maxStatements = MAX_STATEMENTS } = {}) {
  const statements = new Map<string, Prepared>();
  const contextStatements = new Map<string, Prepared>();
  let counter = 0;

  const send = (message: Uint8Array, syncToFs = false) =>
    pg._runExclusiveQuery(() => pg.execProtocol(message, { syncToFs }));

  /** Prepares a statement, named and kept in `cache` when one is given, unnamed otherwise. */
  async function prepare(sql: string, cache: Map<string, Prepared> | undefined): Promise<Prepared> {
    const name = cache ? `supabase_local_${++counter}` : '';
    const { messages } = await send(
      concat([serialize.parse({ name, text: sql, types: [] }), serialize.describe({ type: 'S', name }), SYNC]),
    );
    const params = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs?: number[] } | undefined;
    const prepared: Prepared = {
      name,
      paramTypes: params?.dataTypeIDs ?? [],
      rowDescription: messages.find((m) => m.name === 'rowDescription'),
    };
    cache?.set(sql, prepared);
    return prepared;
  }

  // Past the cap, statements stay unnamed (prepared again each time, as PGlite's query() does).
  const statementFor = async (sql: string) =>
    statements.get(sql) ?? (await prepare(sql, statements.size < maxStatements ? statements : undefined));

  /**
   * A context statement (the request's settings, a handful of texts): always named, outside the
   * cap, since it travels in one message with the statement after it, whose Parse would replace
   * an unnamed one.
   */
  const preparedContext = async (sql: string) => contextStatements.get(sql) ?? (await prepare(sql, contextStatements));

  /** Bind, Execute and Sync of a prepared statement, with the same serializers PGlite's query() picks from the parameter types. */
  function bound(prepared: Prepared, params: unknown[]): Uint8Array[] {
    const values = params.map((value, i): WireValue => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[prepared.paramTypes[i]!];
      return serializer ? (serializer(value) as WireValue) : String(value);
    });
    return [bindMessage(prepared.name, values), EXECUTE, SYNC];
  }

  function resultOf<R>(prepared: Prepared, messages: BackendMessage[]): QueryResult<R> {
    const all = prepared.rowDescription ? [prepared.rowDescription, ...messages] : messages;
    const [result] = parse.parseResults(all, pg.parsers);
    return { rows: (result?.rows ?? []) as R[], affectedRows: result?.affectedRows };
  }

  async function execute<R>(prepared: Prepared, params: unknown[]): Promise<QueryResult<R>> {
    const { messages } = await send(concat(bound(prepared, params)));
    return resultOf<R>(prepared, messages);
  }

  /** Forgets a statement whose table changed shape under it (the next use prepares it again). */
  function forgetIfStale(sql: string, error: unknown) {
    if ((error as { code?: string }).code === CACHED_PLAN_CHANGED) statements.delete(sql);
  }

  const session: SqlExec = {
    async query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
      const prepared = await statementFor(sql);
      try {
        return await execute<R>(prepared, params);
      } catch (error) {
        forgetIfStale(sql, error);
        throw error;
      }
    },
    async exec(sql: string) {
      await send(simpleQuery(sql));
    },
  };

  async function commit() {
    const { messages } = await send(COMMIT, true);
    // COMMIT of a transaction in which a statement failed answers ROLLBACK.
    const done = messages.find((m) => m.name === 'commandComplete') as { text?: string } | undefined;
    if (done?.text === 'ROLLBACK') throw new Error('Transaction was rolled back: a statement in it failed');
  }

  async function queryAndCommit<R>(sql: string, params: unknown[], opening: Opening): Promise<QueryResult<R>> {
    const cached = statements.get(sql);
    if (!cached && statements.size >= maxStatements) {
      // Past the cap the statement is unnamed, and a simple Query drops the unnamed statement
      // (Postgres' exec_simple_query): it is prepared after the opening, in calls of their own.
      await open(opening);
      const result = await session.query<R>(sql, params);
      await commit();
      return result;
    }
    const prepared = cached ?? (await statementFor(sql));
    const parts = await openingParts(opening);
    const { messages } = await send(concat([...parts, ...bound(prepared, params), COMMIT]), true);
    // The statement's own BindComplete: the context statement's comes first.
    const start = messages.findLastIndex((m) => m.name === 'bindComplete');
    const end = messages.findIndex((m, i) => i > start && m.name === 'commandComplete');
    // Without an error (thrown above) both are there; a guard rather than parsing the wrong rows.
    if (start < 0 || end < 0) throw new Error('PGlite answered a statement without its result');
    return resultOf<R>(prepared, messages.slice(start + 1, end + 1));
  }

  /**
   * BEGIN and the scripts and statements sent ahead of a statement, in order (BEGIN in the first
   * script's text): the messages to send before it, none when there is nothing.
   */
  async function openingParts({ begin, prelude = [] }: Opening): Promise<Uint8Array[]> {
    const steps = [...prelude];
    if (begin) {
      if (typeof steps[0] === 'string') steps[0] = `begin;\n${steps[0]}`;
      else steps.unshift('begin');
    }
    const parts: Uint8Array[] = [];
    for (const step of steps) {
      if (typeof step === 'string') parts.push(simpleQuery(step));
      else parts.push(...bound(await preparedContext(step.sql), step.params));
    }
    return parts;
  }

  async function open(opening: Opening) {
    const parts = await openingParts(opening);
    if (parts.length > 0) await send(concat(parts));
  }

  /**
   * Runs work that ends the transaction, and rolls the transaction back if anything in it fails
   * and leaves it open: the next transaction may already be waiting in the worker behind it.
   */
  async function ending<T>(work: () => Promise<T>, sql?: string): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (sql !== undefined) forgetIfStale(sql, error);
      if (pg.isInTransaction()) await session.exec('rollback');
      throw error;
    }
  }

  return {
    session,
    /** Runs BEGIN (when `begin`) and the prelude in one round trip. */
    open,
    /** COMMIT, after BEGIN and the prelude sent since the last statement (when given). */
    commit: (opening: Opening) =>
      ending(async () => {
        await open(opening);
        await commit();
      }),
    /**
     * A transaction's last statement and its COMMIT in one message, after BEGIN and the prelude
     * (when given): one PGlite call instead of three. PGlite stops reading a message at its first
     * error and reports that error, so a failed script is not masked by the statement it would abort, and the COMMIT after it is dropped: on any error the transaction
     * is rolled back here (as when preparing a new statement, a call of its own, fails inside a
     * transaction begun by earlier statements).
     */
    queryAndCommit: <R>(sql: string, params: unknown[], opening: Opening) =>
      ending(() => queryAndCommit<R>(sql, params, opening), sql),
    async rollback() {
      await session.exec('rollback');
    },
  };
}
