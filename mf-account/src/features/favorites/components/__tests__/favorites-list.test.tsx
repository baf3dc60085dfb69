import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@univida/shared-testing';
import {
  connectSupabase,
  serviceClient,
  signInPage,
  signUpUser,
} from '@univida/shared-testing/backend';
import { beforeAll, describe, expect, it } from 'vitest';
import { FavoritesList } from '../favorites-list';

// The list reads and deletes on the real backend the package's test setup started.
beforeAll(connectSupabase);

describe('FavoritesList', { timeout: 60_000 }, () => {
  it('hands focus to the next heart, then the previous one, then the empty state', async () => {
    const service = serviceClient();
    const { data: listings, error } = await service
      .from('accommodations')
      .select('id, name')
      .order('name')
      .limit(3);
    expect(error).toBeNull();
    expect(listings).toHaveLength(3);
    const student = await signUpUser();
    const { error: saveError } = await service.from('favorites').insert(
      listings!.map((listing) => ({
        user_id: student.userId,
        item_id: listing.id,
        item_type: 'accommodation' as const,
      })),
    );
    expect(saveError).toBeNull();
    await signInPage(student);

    const user = userEvent.setup();
    renderApp(<FavoritesList userId={student.userId} />, { keepSupabase: true });
    const hearts = () => screen.getAllByRole('button', { name: /^Quitar .* de favoritos$/ });
    await waitFor(() => expect(hearts()).toHaveLength(3), { timeout: 10_000 });
    const [first, middle, last] = hearts();

    // The middle card: focus goes to the card now in its place.
    middle!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(last));
    expect(hearts()).toEqual([first, last]);

    // The last card: focus goes to the one before it.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(first));

    // The only card: focus goes to the empty state's link.
    await user.keyboard('{Enter}');
    const search = await screen.findByRole('link', { name: 'Buscar alojamiento' });
    await waitFor(() => expect(document.activeElement).toBe(search));
    expect(document.activeElement).not.toBe(document.body);
  });
});
