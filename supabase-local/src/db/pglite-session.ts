import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { QueryResult, SqlExec } from './types.js';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

interface Prepared {
  name: string;
  paramTypes: number[];
  /** Absent for statements that return no rows. */
  rowDescription?: BackendMessage;
}

const MAX_STATEMENTS = 1000;
// Raised when a table changed shape under a prepared statement (DDL after it was prepared).
const CACHED_PLAN_CHANGED = '0A000';
const serialize = protocol.serialize;

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
export function createPgliteSession(pg: PGlite) {
  const statements = new Map<string, Prepared>();
  let counter = 0;

  const send = (message: Uint8Array, syncToFs = false) =>
    pg._runExclusiveQuery(() => pg.execProtocol(message, { syncToFs }));

  async function prepare(sql: string): Promise<Prepared> {
    // Past the cap, statements stay unnamed (prepared again each time, as PGlite's query() does).
    const name = statements.size < MAX_STATEMENTS ? `supabase_local_${++counter}` : '';
    const { messages } = await send(
      concat([serialize.parse({ name, text: sql, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const params = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs?: number[] } | undefined;
    const prepared: Prepared = {
      name,
      paramTypes: params?.dataTypeIDs ?? [],
      rowDescription: messages.find((m) => m.name === 'rowDescription'),
    };
    if (name) statements.set(sql, prepared);
    return prepared;
  }

  async function execute<R>(prepared: Prepared, params: unknown[]): Promise<QueryResult<R>> {
    // The same serializers PGlite's query() picks from the parameter types.
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[prepared.paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await send(
      concat([serialize.bind({ statement: prepared.name, values }), serialize.execute({}), serialize.sync()]),
    );
    const all = prepared.rowDescription ? [prepared.rowDescription, ...messages] : messages;
    const [result] = parse.parseResults(all, pg.parsers);
    return { rows: (result?.rows ?? []) as R[], affectedRows: result?.affectedRows };
  }

  const session: SqlExec = {
    async query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
      const prepared = statements.get(sql) ?? (await prepare(sql));
      try {
        return await execute<R>(prepared, params);
      } catch (error) {
        if ((error as { code?: string }).code === CACHED_PLAN_CHANGED) statements.delete(sql);
        throw error;
      }
    },
    async exec(sql: string) {
      await send(serialize.query(sql));
    },
  };

  return {
    session,
    /** Opens a transaction, running `firstSql` (a script) in the same round trip when given. */
    async begin(firstSql?: string) {
      await session.exec(firstSql === undefined ? 'begin' : `begin;\n${firstSql}`);
    },
    async commit() {
      const { messages } = await send(serialize.query('commit'), true);
      const done = messages.find((m) => m.name === 'commandComplete') as { text?: string } | undefined;
      // COMMIT of a transaction in which a statement failed answers ROLLBACK.
      if (done?.text === 'ROLLBACK') throw new Error('Transaction was rolled back: a statement in it failed');
    },
    async rollback() {
      await session.exec('rollback');
    },
  };
}
