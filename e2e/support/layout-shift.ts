// Layout shift as the browser reports it (the Layout Instability API, what CLS is made of).
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __layoutShifts?: { value: number; sources: string[] }[];
  }
}

/** Starts recording before the page's first byte: every shift not caused by input. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    interface Shift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null }[];
    }
    const describe = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const text = (node.textContent ?? '').trim().slice(0, 40);
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${text}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        window.__layoutShifts!.push({
          value: entry.value,
          sources: entry.sources.map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The total of every shift so far: at least the page's CLS (which takes the worst burst), so a
 * limit on it is a limit on CLS. Returns the shifts too, to say what moved.
 */
export async function layoutShiftTotal(page: Page) {
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}
