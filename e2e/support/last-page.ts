import { expect, type Page } from '@playwright/test';

/**
 * After opening a list at `?pagina=99`, past its end: the list moved to its last page, which the
 * URL names (no `pagina` for the first) and the pager shows ('Página N de N'), at least `minimum`
 * where the seed gives the list that many pages. Retried as a whole: other tests add rows as it
 * runs, and a list that grows a page meanwhile moves on again.
 */
export async function expectLastPageOpened(page: Page, minimum: number) {
  await expect(page).not.toHaveURL(/pagina=99/, { timeout: 30_000 });
  await expect(async () => {
    const shown = Number(new URL(page.url()).searchParams.get('pagina') ?? 1);
    expect(shown).toBeGreaterThanOrEqual(minimum);
    await expect(page.getByText(/Página \d+ de \d+$/)).toHaveText(
      new RegExp(`Página ${shown} de ${shown}$`),
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 20_000 });
}
