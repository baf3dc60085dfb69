import axe from 'axe-core';

/**
 * Axe violations in the whole document (Radix portals render outside the test container).
 * color-contrast needs real layout, which jsdom lacks — contrast is handled by the theme tokens.
 */
export async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}
