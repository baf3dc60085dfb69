// Shared steps of the journey specs (issue 17).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../scripts/lib/accounts.mjs';
import {
  backendOf,
  restInsert,
  signInViaApi,
  signUpViaApi,
  uniqueEmail,
  type Backend,
} from '../account/backend';

const require = createRequire(import.meta.url);
// Evaluated over the DevTools protocol: the site's CSP rightly refuses an injected <script>.
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Fails with each axe-core violation in the page's main content (every rule but colour contrast,
 * which the theme tokens keep); the header and footer are the whole-site specs' concern.
 */
export async function expectAxeClean(page: Page, state: string) {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Element,
          options: object,
        ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    const result = await axe.run(document.querySelector('main')!, {
      rules: { 'color-contrast': { enabled: false } },
    });
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
  expect(violations, `axe violations ${state}`).toEqual([]);
}

export async function expectNoHorizontalScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

/** A next-step link and the count it shows ('12 alojamientos' → 12). */
export async function linkCount(page: Page, name: RegExp | string): Promise<number> {
  const link = page.getByRole('link', { name });
  await expect(link.locator('small')).toHaveText(/^[\d.]+ \S+$/, { timeout: 30_000 });
  return Number((await link.locator('small').textContent())!.replace(/\D/g, ''));
}

/** Listings published now by the seed's demo owner (owner_id is filled in). */
export async function publishAsDemoOwner(
  request: APIRequestContext,
  backend: Backend,
  listings: Record<string, unknown>[],
) {
  const owner = await signInViaApi(
    request,
    backend,
    'carlos.martinez@demo.univida.es',
    DEMO_PASSWORD,
  );
  await restInsert(
    request,
    backend,
    'accommodations',
    listings.map((listing) => ({ ...listing, owner_id: owner.userId })),
    owner.token,
  );
}

/** A new student who already saved one events search (as 'Guardar búsqueda' stores it). */
export async function studentWithSavedEventsSearch(
  request: APIRequestContext,
  student: { name: string; password: string },
  search: { name: string; city: string },
): Promise<{ email: string; token: string }> {
  const backend = await backendOf(request);
  const email = uniqueEmail(student.name.split(' ')[0]!.toLowerCase());
  await signUpViaApi(request, backend, email, student.password, {
    full_name: student.name,
    user_type: 'student',
  });
  const { token } = await signInViaApi(request, backend, email, student.password);
  await restInsert(
    request,
    backend,
    'saved_searches',
    [
      {
        kind: 'events',
        name: search.name,
        query: new URLSearchParams({ ciudad: search.city }).toString(),
        filters: { city: search.city },
      },
    ],
    token,
  );
  return { email, token };
}
