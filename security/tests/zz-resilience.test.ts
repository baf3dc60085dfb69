// Runs last (files run in name order): after every attack, the same server process still answers
// quickly and nothing committed before the attacks is gone.
import { describe, expect, it } from 'vitest';
import { api, expectAlive, serviceClient } from '../support/attack.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stack } from '../support/stack-info.js';

describe('resilience after the whole suite', () => {
  it('answers /health and a REST read within 1 s', async () => {
    await expectAlive(1000);
  });

  it('lost no row committed before the attacks', async () => {
    const before = JSON.parse(readFileSync(path.join(stack().workDir, 'counts-before.json'), 'utf8')) as Record<
      string,
      number
    >;
    expect(Object.keys(before).length).toBeGreaterThan(5);
    for (const [table, count] of Object.entries(before)) {
      const { count: now, error } = await serviceClient().from(table).select('*', { count: 'exact', head: true });
      expect(error, table).toBeNull();
      expect(now, table).toBeGreaterThanOrEqual(count);
    }
    const res = await api('/rest/v1/profiles?select=id&limit=1');
    expect(res.status).toBe(200);
  });
});
