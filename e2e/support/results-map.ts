// Reading shared-map's results map as a user does: single markers, and numbered groups of nearby
// ones ('Ver de cerca 5 alojamientos') that split when pressed.
import { expect, type Locator } from '@playwright/test';

export const mapGroups = (map: Locator) => map.getByRole('button', { name: /^Ver de cerca \d+ / });

/** How many results the map shows: its single markers plus what each group holds. */
export async function resultsOnMap(map: Locator, singles: Locator): Promise<number> {
  const groups = await mapGroups(map).allTextContents();
  return (await singles.count()) + groups.reduce((sum, text) => sum + Number(text), 0);
}

/**
 * Waits until the map has stopped moving: no zoom animation under way and every marker where it
 * was a moment before. A fit or a group's split animates; markers measured meanwhile end up
 * elsewhere, even outside the map's frame.
 */
async function stillMap(map: Locator) {
  await expect
    .poll(() =>
      map.evaluate(async (frame) => {
        const places = () =>
          [...frame.querySelectorAll('.leaflet-marker-icon')]
            .map((marker) => {
              const box = marker.getBoundingClientRect();
              return `${box.x},${box.y}`;
            })
            .join(';');
        const before = places();
        await new Promise((settled) => setTimeout(settled, 150));
        return !frame.querySelector('.leaflet-zoom-anim') && before !== '' && places() === before;
      }),
    )
    .toBe(true);
}

/**
 * Of the buttons `items` finds, the index of the one nearest the map's middle among those well
 * inside its frame (-1 if none), measured in one pass in the page: every result has a marker in
 * the page, drawn off the frame when the view does not reach it.
 */
async function nearestMiddle(map: Locator, items: Locator): Promise<number> {
  const frame = (await map.boundingBox())!;
  const distances = await items.evaluateAll(
    (elements, { x, y, width, height }) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        // Clear of the frame's edges, where the map's own buttons sit.
        const inside =
          centre.x > x + 40 &&
          centre.x < x + width - 40 &&
          centre.y > y + 40 &&
          centre.y < y + height - 40;
        return inside
          ? Math.hypot(centre.x - (x + width / 2), centre.y - (y + height / 2))
          : Infinity;
      }),
    frame,
  );
  const nearest = Math.min(...distances);
  return nearest === Infinity ? -1 : distances.indexOf(nearest);
}

/**
 * Presses groups until a single marker shows inside the map's frame, and returns the one nearest
 * the map's middle: near an edge, markers may sit under the map's own buttons, where a user could
 * not press them either.
 */
export async function firstSingleMarker(map: Locator, singles: Locator): Promise<Locator> {
  await map.scrollIntoViewIfNeeded();
  await stillMap(map);
  for (let presses = 0; presses < 8; presses += 1) {
    const single = await nearestMiddle(map, singles);
    if (single >= 0) {
      // By its name, not its place in the list: a chosen marker's icon is redrawn at the end.
      const name = await singles.nth(single).getAttribute('aria-label');
      return map.getByRole('button', { name: name!, exact: true });
    }
    const groups = mapGroups(map);
    const group = await nearestMiddle(map, groups);
    expect(group, 'a group inside the map to press').toBeGreaterThanOrEqual(0);
    await groups.nth(group).click();
    await stillMap(map);
  }
  throw new Error('no single marker inside the map after 8 groups pressed');
}
