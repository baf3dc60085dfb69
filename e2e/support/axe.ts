// axe-core (through @axe-core/playwright, Deque's own binding) over the whole page as it is now:
// every rule of every standard and best practice, so any violation of any impact fails.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails with each violation's rule, help and the nodes it found, if axe finds any. */
export async function expectNoAxeViolations(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map(
      (node) => `${node.target.join(' ')} ${node.html.slice(0, 160)} — ${node.failureSummary}`,
    ),
  }));
  expect(found, `axe violations ${state}: ${JSON.stringify(found, null, 1)}`).toEqual([]);
}
