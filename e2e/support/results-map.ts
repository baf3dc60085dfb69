// Reading shared-map's results map as a user does: single markers, and numbered groups of nearby
// ones ('Ver de cerca 5 alojamientos') that split when pressed.
import type { Locator } from '@playwright/test';

export const mapGroups = (map: Locator) => map.getByRole('button', { name: /^Ver de cerca \d+ / });

/** How many results the map shows: its single markers plus what each group holds. */
export async function resultsOnMap(map: Locator, singles: Locator): Promise<number> {
  const groups = await mapGroups(map).allTextContents();
  return (await singles.count()) + groups.reduce((sum, text) => sum + Number(text), 0);
}

/**
 * Of the buttons `items` finds, the index of the one nearest the map's middle, measured in one
 * pass in the page: the map redraws its markers as it moves, so a list taken first could be stale
 * by the time each one was measured.
 */
async function nearestMiddle(map: Locator, items: Locator): Promise<number> {
  // Drawn again after a move: wait for some, rather than measure none (index -1 is the last).
  await items.first().waitFor();
  const frame = (await map.boundingBox())!;
  const middle = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
  const distances = await items.evaluateAll(
    (elements, [x, y]) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return Math.hypot(box.x + box.width / 2 - x!, box.y + box.height / 2 - y!);
      }),
    [middle.x, middle.y],
  );
  return distances.indexOf(Math.min(...distances));
}

/**
 * Presses groups until at least one single marker shows, and returns the one nearest the map's
 * middle. Groups and markers near an edge may sit under the map's own buttons, where a user could
 * not press them either, so the ones pressed are those nearest the middle.
 */
export async function firstSingleMarker(map: Locator, singles: Locator): Promise<Locator> {
  await map.scrollIntoViewIfNeeded();
  for (let presses = 0; presses < 8 && (await singles.count()) === 0; presses += 1) {
    const groups = mapGroups(map);
    await groups.nth(await nearestMiddle(map, groups)).click();
    await map.page().waitForTimeout(400);
  }
  // By its name, not its place in the list: a chosen marker's icon is redrawn at the end.
  const name = await singles.nth(await nearestMiddle(map, singles)).getAttribute('aria-label');
  return map.getByRole('button', { name: name!, exact: true });
}
