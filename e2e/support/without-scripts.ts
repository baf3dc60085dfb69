import type { Browser, Page } from '@playwright/test';
import { baseURL } from './env';

/**
 * Runs `look` on `path` as a browser without JavaScript sees it (what the page's HTML shows before
 * any script runs), at the given width, and closes that browser context afterwards.
 */
export async function withoutScripts<T>(
  browser: Browser,
  { path, width }: { path: string; width: number },
  look: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    javaScriptEnabled: false,
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await look(page);
  } finally {
    await context.close();
  }
}
