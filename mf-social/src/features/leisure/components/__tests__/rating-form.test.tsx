import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@univida/shared-testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RateSpotInput } from '../../api/rate-spot-input';
import { RatingForm } from '../rating-form';

// mf_social's unit tests have no backend: the user's own rating is kept here, read and written
// through real TanStack queries and mutations as the page's api/ hooks do.
const server = vi.hoisted(() => ({
  own: null as { rating: number; comment: string | null } | null,
  refuse: false,
}));

vi.mock('@univida/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@univida/shared-auth')>()),
  useSession: () => ({ user: { id: 'user-1' } }),
}));

vi.mock('../../api/get-own-rating', async () => {
  const { useQuery } = await import('@univida/shared-query');
  return {
    useOwnRating: (spotId: string, userId: string | null) =>
      useQuery({
        queryKey: ['leisure', 'detail', spotId, 'own-rating', userId],
        queryFn: async () => server.own,
      }),
  };
});

vi.mock('../../api/rate-spot', async () => {
  const { useMutation, useQueryClient } = await import('@univida/shared-query');
  return {
    useRateSpot: ({
      mutationConfig,
    }: { mutationConfig?: { onSuccess?: () => unknown; onSettled?: () => unknown } } = {}) => {
      const queryClient = useQueryClient();
      const { onSuccess, ...rest } = mutationConfig ?? {};
      return useMutation({
        meta: { errorTitle: 'Error al valorar' },
        ...rest,
        mutationFn: async ({ rating, comment }: RateSpotInput) => {
          // Chromium drops the focus of the button disabled meanwhile to <body>; jsdom keeps it
          // (and cannot blur a disabled button), so the stand-in lets go of it first.
          (document.activeElement as HTMLElement | null)?.blur();
          await new Promise((resolve) => setTimeout(resolve, 20));
          if (server.refuse) throw new Error('Failed to fetch');
          server.own = { rating, comment: comment || null };
        },
        onSuccess: async () => {
          await queryClient.invalidateQueries({ queryKey: ['leisure'] });
          await onSuccess?.();
        },
      });
    },
  };
});

beforeEach(() => {
  server.own = null;
  server.refuse = false;
});

describe('RatingForm', { timeout: 30_000 }, () => {
  it('sent without stars, says so on the stars and takes focus to them', async () => {
    const user = userEvent.setup();
    renderApp(<RatingForm spotId="spot-1" />);
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    const stars = screen.getByRole('radiogroup', { name: 'Tu valoración' });
    expect(stars).toHaveAttribute('aria-invalid', 'true');
    expect(stars).toHaveAccessibleDescription('Por favor, selecciona una valoración.');
    expect(screen.getByRole('radio', { name: '1 estrella' })).toHaveFocus();
  });

  it("keeps focus on the form's button when 'Enviar' becomes 'Actualizar'", async () => {
    const user = userEvent.setup();
    renderApp(<RatingForm spotId="spot-1" />);
    await user.click(await screen.findByRole('radio', { name: '4 estrellas' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    const update = await screen.findByRole('button', { name: 'Actualizar' });
    await waitFor(() => expect(document.activeElement).toBe(update));
    expect(document.activeElement).not.toBe(document.body);
    expect(server.own).toEqual({ rating: 4, comment: null });

    // An update keeps the same button, disabled while it waits: focus comes back to it.
    await user.click(screen.getByRole('radio', { name: '2 estrellas' }));
    await user.click(update);
    await waitFor(() => expect(server.own?.rating).toBe(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actualizar' })).toBeEnabled());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actualizar' })),
    );
  });

  it('gives focus back to the button when the rating is refused', async () => {
    server.refuse = true;
    const user = userEvent.setup();
    renderApp(<RatingForm spotId="spot-1" />);
    await user.click(await screen.findByRole('radio', { name: '5 estrellas' }));
    const send = screen.getByRole('button', { name: 'Enviar' });
    await user.click(send);
    await screen.findByText('Error al valorar');
    await waitFor(() => expect(send).toBeEnabled());
    await waitFor(() => expect(document.activeElement).toBe(send));
  });
});
