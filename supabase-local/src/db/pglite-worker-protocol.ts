// The messages between the main thread (pglite.ts) and the PGlite worker (pglite-worker.ts).
import type { QueryResult } from './types.js';

export interface WorkerInit {
  /** PGlite's data directory; in memory when absent. */
  dataDir?: string;
  /** Channels to LISTEN on before answering ready (kept across restarts). */
  channels: string[];
}

/**
/** A statement and its values. */
export interface BoundStatement {
  sql: string;
  params: unknown[];
}

/**
 * What a transaction sent since its last call, in order: scripts (simple-protocol text) and
 * statements whose rows are not read (the request context, bound).
 */
export type PreludeStep = string | BoundStatement;

/**
 * One database call. In a transaction, `begin` opens it and `prelude` runs first, all in one
 * message: BEGIN and the request context cost no hop of their own. `end` closes the (read-only)
 * transaction right after the statement — committed, or rolled back when the statement failed —
 * in the same hop. `script` is a script outside any transaction.
 */
export type WorkerRequest = { id: number } & (
  | { op: 'query'; sql: string; params: unknown[]; begin: boolean; prelude?: PreludeStep[]; end?: boolean }
  | { op: 'commit'; begin: boolean; prelude?: PreludeStep[] }
  | { op: 'script'; sql: string }
  | { op: 'rollback' | 'close' }
  | { op: 'listen' | 'unlisten'; channel: string }
);

export type WorkerOp = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** An error's message and its primitive fields (code, detail, hint…): Error subclasses do not clone. */
export type ErrorFields = Record<string, string | number | boolean | null> & { message: string };

export type WorkerReply =
  | { kind: 'ready' }
  | { kind: 'result'; id: number; result?: QueryResult<unknown> }
  | { kind: 'error'; id: number; error: ErrorFields }
  | { kind: 'notify'; channel: string; payload: string };
