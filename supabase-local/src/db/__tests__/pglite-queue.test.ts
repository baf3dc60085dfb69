import { describe, expect, it } from 'vitest';
import { createQueue } from '../pglite-queue.js';

/** A promise and the function that resolves it. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
/** Lets every promise that can settle now do so. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the PGlite queue', () => {
  it('a transaction starts once the one before has posted its last message, before that one has its answer', async () => {
    const queue = createQueue();
    const log: string[] = [];
    const answerOfFirst = deferred();
    const first = queue.transaction(async (release) => {
      log.push('first posts its last message');
      release();
      await answerOfFirst.promise;
      log.push('first answered');
    });
    const second = queue.transaction(async () => {
      log.push('second starts');
    });
    await second;
    expect(log).toEqual(['first posts its last message', 'second starts']);
    answerOfFirst.resolve();
    await first;
  });

  it('a transaction that has not posted its last message holds the next one until it ends, failing or not', async () => {
    const queue = createQueue();
    const log: string[] = [];
    const firstEnds = deferred();
    const first = queue.transaction(async () => {
      await firstEnds.promise;
      log.push('first ends');
      throw new Error('rolled back');
    });
    const second = queue.transaction(async () => {
      log.push('second starts');
    });
    await settle();
    expect(log).toEqual([]);
    firstEnds.resolve();
    await expect(first).rejects.toThrow('rolled back');
    await second;
    expect(log).toEqual(['first ends', 'second starts']);
  });

  it('work outside a transaction waits until every transaction before it has its answer, and holds the next one', async () => {
    const queue = createQueue();
    const log: string[] = [];
    const answerOfFirst = deferred();
    const aloneEnds = deferred();
    const first = queue.transaction(async (release) => {
      release();
      await answerOfFirst.promise;
      log.push('first answered');
    });
    const alone = queue.alone(async () => {
      log.push('alone starts');
      await aloneEnds.promise;
      log.push('alone ends');
    });
    const second = queue.transaction(async () => {
      log.push('second starts');
    });
    await settle();
    expect(log).toEqual([]);
    answerOfFirst.resolve();
    await first;
    await settle();
    expect(log).toEqual(['first answered', 'alone starts']);
    aloneEnds.resolve();
    await Promise.all([alone, second]);
    expect(log).toEqual(['first answered', 'alone starts', 'alone ends', 'second starts']);
  });
});
