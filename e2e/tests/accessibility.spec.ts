// axe finds nothing on any route (with the cookie banner a first visit shows) nor with any overlay
// open: the header's dropdowns, the avatar menu, the chatbot, the mobile menu, a select, the
// calculator's dialog with its list open and its toast (the open states).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { adminState, studentState } from '../support/env';
import { expect, test } from '../support/fixtures';
import { PAGE_READY, routeVisits } from '../support/route-visits';
import { acceptCookies, resultCount, toast } from './university/helpers';

const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

/** Opens a page and waits until its heading, data and images have arrived. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator(PAGE_READY).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

test.describe('every route', () => {
  for (const visit of routeVisits) {
    test.describe(visit.name, () => {
      if (visit.storageState) test.use({ storageState: visit.storageState });

      test(`${visit.path} has no axe violations`, async ({ page }) => {
        // axe walks the whole DOM: a long list page takes a while on a busy machine.
        test.slow();
        await open(page, visit.path);
        await expectNoAxeViolations(page, `on ${visit.path}`);
      });
    });
  }
});

test.describe('overlays', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("the header's dropdown open, and Tab walks through its links", async ({ page }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    const trigger = nav.getByRole('button', { name: 'Universidad' });
    await trigger.click();
    await expect(nav.getByRole('link', { name: 'Notas de corte' })).toBeVisible();
    await expectNoAxeViolations(page, "with the header's dropdown open");

    // The fix keeps Radix's focus sentinel working: Tab enters the open group, then leaves it.
    await trigger.focus();
    for (const name of ['Notas de corte', 'Buscador de Universidades', 'BecarIA', 'CarreraIdeal']) {
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Alojamiento' })).toBeFocused();
  });

  test('the chatbot open', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Abrir chat de ayuda' }).click();
    await expect(page.getByRole('dialog', { name: 'Chat de ayuda' })).toBeVisible();
    await expectNoAxeViolations(page, 'with the chatbot open');
  });

  test('a select open', async ({ page }) => {
    await open(page, '/notas-corte');
    await resultCount(page);
    await page.getByRole('combobox', { name: 'Ciudad' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoAxeViolations(page, 'with the city select open');
  });

  test("the calculator's dialog, its weight list and its toast", async ({ page }) => {
    test.slow(); // three whole-page axe runs
    await open(page, '/notas-corte');
    await resultCount(page);
    await page.getByRole('button', { name: 'Calcular mi nota' }).click();
    const dialog = page.getByRole('dialog', { name: 'Calcula tu nota de admisión' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, "with the calculator's dialog open");

    await dialog.getByRole('combobox', { name: 'Ponderación materia 1' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoAxeViolations(page, "with the calculator's weight list open");
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();

    await dialog.getByLabel('Nota media de Bachillerato').fill('9');
    await dialog.getByRole('button', { name: 'Calcular' }).click();
    await expect(toast(page)).toContainText('¡Nota Calculada!');
    await expectNoAxeViolations(page, "with the calculator's toast");
  });

  test.describe('signed in', () => {
    test.use({ storageState: studentState });

    test('the avatar menu open', async ({ page }) => {
      await open(page, '/');
      await page.getByRole('button', { name: /^Menú de la cuenta de/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations(page, 'with the avatar menu open');
    });

    test('a conversation open in /chats, its days marked', async ({ page }) => {
      await open(page, '/chats?conversationId=00000000-0000-4000-d000-000000000001');
      const messages = page.getByRole('log', { name: 'Mensajes' });
      await expect(messages.getByRole('separator').first()).toBeVisible();
      await expectNoAxeViolations(page, 'with a conversation open');
    });
  });

  test.describe('as an admin', () => {
    test.use({ storageState: adminState });

    test('every tab of /admin, with its rows', async ({ page }) => {
      test.slow(); // a whole-page axe run per tab
      await open(page, '/admin');
      const tabs = page.getByRole('tablist', { name: 'Secciones del panel' }).getByRole('tab');
      for (const name of await tabs.allTextContents()) {
        await tabs.filter({ hasText: name }).click();
        const panel = page.getByRole('tabpanel', { name });
        await expect(panel).toBeVisible();
        // Its rows (or its empty state's title) in place of the grey ones: the summary's own
        // titles show at once, and the route's test above waits for its figures.
        await expect(panel.getByRole('table').or(panel.getByRole('heading')).first()).toBeVisible({
          timeout: 30_000,
        });
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page, `on the admin's ${name} tab`);
      }
    });
  });

  test.describe('on a phone', () => {
    test.use(phone);

    test('the mobile menu open, a group expanded', async ({ page }) => {
      await open(page, '/');
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      const menu = page.getByRole('navigation', { name: 'Menú principal' });
      await menu.getByRole('button', { name: 'Universidad' }).click();
      await expect(menu.getByRole('link', { name: 'Notas de corte' })).toBeVisible();
      await expectNoAxeViolations(page, 'with the mobile menu open');
    });
  });
});

test.describe('the cookie banner on a phone', () => {
  test.use(phone);

  test('on a first visit, and brought back from the footer', async ({ page }) => {
    await open(page, '/');
    const banner = page.getByRole('region', { name: 'Aviso de cookies' });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page, 'with the cookie banner at 375 px');
    await banner.getByRole('button', { name: 'Aceptar' }).click();
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Preferencias de cookies' })
      .click();
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page, 'with the cookie banner brought back');
  });
});
