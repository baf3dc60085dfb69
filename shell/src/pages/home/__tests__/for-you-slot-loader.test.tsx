import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';

vi.mock('../for-you-slot', () => ({ default: () => <p>Ranura de Para ti</p> }));

it('renders a preloaded slot in the first render, without a Suspense fallback in between', async () => {
  const { ForYouSlot, preloadForYouSlot } = await import('../for-you-slot-loader');
  preloadForYouSlot();
  await vi.dynamicImportSettled();
  render(<ForYouSlot />);
  // Synchronously there: nothing waits for a chunk, so nothing below it moves when it appears.
  expect(screen.getByText('Ranura de Para ti')).toBeInTheDocument();
});
