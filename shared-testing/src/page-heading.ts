import { screen, waitFor } from '@testing-library/react';

/**
 * Waits until the page shows its level-1 heading `title`, and gives it back. Looked up in one pass
 * each time: a page may draw its heading again (loading, then loaded), and a node found before
 * that would be gone from the document by the time it is checked.
 */
export function waitForPageHeading(title: string, { timeout = 5000 } = {}): Promise<HTMLElement> {
  return waitFor(() => screen.getByRole('heading', { level: 1, name: title }), { timeout });
}
