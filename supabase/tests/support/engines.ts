// The describe block most database tests use: the same tests on PGlite and on PostgreSQL 15, each
// engine with its own fresh database. Kept apart from sessions.ts, which scripts import too.
import { afterAll, beforeAll, describe } from 'vitest';
import { freshDatabase, type Engine, type Session, type TestDatabase } from './sessions.ts';

export const ENGINES: readonly Engine[] = ['pglite', 'pg15'];

/**
 * `describe('<title> on pglite')` and `describe('<title> on pg15')`, each with a fresh database
 * (platform, migrations and seed) opened before the block's first test and stopped after its last.
 * `db` stands for that database from the start, so the body can name `db.session` while it declares
 * its tests; it answers once the block's hooks have run.
 */
export function describeOnEngines(title: string, body: (db: TestDatabase, engine: Engine) => void): void {
  describe.each(ENGINES)(`${title} on %s`, (engine) => {
    let opened: TestDatabase | undefined;
    beforeAll(async () => {
      opened = await freshDatabase(engine);
    });
    afterAll(() => opened?.stop());

    const current = (): TestDatabase => {
      if (!opened) throw new Error(`the ${engine} database opens before the block's first test`);
      return opened;
    };
    const session: Session = {
      query: (sql, params) => current().session.query(sql, params),
      exec: (sql) => current().session.exec(sql),
      close: () => current().session.close(),
    };
    body({ session, connect: () => current().connect(), stop: () => current().stop() }, engine);
  });
}
