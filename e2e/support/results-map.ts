// Reading shared-map's results map as a user does: single markers, and numbered groups of nearby
// ones ('Ver de cerca 5 alojamientos') that split when pressed.
import type { Locator } from '@playwright/test';

export const mapGroups = (map: Locator) => map.getByRole('button', { name: /^Ver de cerca \d+ / });

/** How many results the map shows: its single markers plus what each group holds. */
export async function resultsOnMap(map: Locator, singles: Locator): Promise<number> {
  const groups = await mapGroups(map).allTextContents();
  return (await singles.count()) + groups.reduce((sum, text) => sum + Number(text), 0);
}

/** Presses groups until at least one single marker shows, and returns the first. */
export async function firstSingleMarker(map: Locator, singles: Locator): Promise<Locator> {
  for (let presses = 0; presses < 8 && (await singles.count()) === 0; presses += 1) {
    await mapGroups(map).first().click();
    await map.page().waitForTimeout(400);
  }
  return singles.first();
}
