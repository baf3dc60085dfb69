import type { Page } from '@playwright/test';

/**
 * How many reads the page's first script started that the page's code has not taken (shared-auth's
 * early-reads.ts keeps them on a global).
 */
export const untakenEarlyReads = (page: Page) =>
  page.evaluate(
    () =>
      (
        (globalThis as Record<symbol, { response: unknown }[] | undefined>)[
          Symbol.for('univida.early-reads')
        ] ?? []
      ).filter((read) => read.response).length,
  );
