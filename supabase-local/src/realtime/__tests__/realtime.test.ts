// One PGlite boot (seconds on a busy machine) serves every Realtime suite.
import { afterAll, beforeAll } from 'vitest';
import { startStack, type Stack } from './fixture.js';
import { postgresChangesSuite } from './postgres-changes.suite.js';
import { protocolSuite } from './protocol.suite.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

postgresChangesSuite(() => stack);
protocolSuite(() => stack);
