import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@univida/shared-testing';
import { serviceClient, signInAdminPage, signUpUser } from '@univida/shared-testing/backend';
import { describe, expect, it } from 'vitest';
import { SuggestionsTab } from '../suggestions-tab';

// The tab reads and reviews on the real backend (supabase-local) as the test admin.
const SLOW = { timeout: 10_000 };

async function suggest(suggesterId: string, name: string): Promise<string> {
  const { data, error } = await serviceClient()
    .from('leisure_spot_suggestions')
    .insert({ suggester_id: suggesterId, name, category: 'otros', city: 'Valencia' })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

describe('SuggestionsTab focus', { timeout: 60_000 }, () => {
  it("goes on to the next suggestion's Rechazar once a rejected one leaves the table", async () => {
    const stamp = `Foco ${Date.now()}`;
    const { userId } = await signUpUser();
    const older = await suggest(userId, `${stamp} Uno`);
    await suggest(userId, `${stamp} Dos`);
    await signInAdminPage();
    const user = userEvent.setup();
    renderApp(<SuggestionsTab />, { route: '/admin?tab=sugerencias' });

    // Newest first: Dos, then Uno in its place once Dos is rejected.
    await user.click(await screen.findByRole('button', { name: `Rechazar ${stamp} Dos` }, SLOW));
    expect(await screen.findByText('Sugerencia rechazada', undefined, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(`${stamp} Dos`)).toBeNull(), SLOW);
    await waitFor(
      () => expect(screen.getByRole('button', { name: `Rechazar ${stamp} Uno` })).toHaveFocus(),
      SLOW,
    );
    expect(document.activeElement).not.toBe(document.body);

    await serviceClient()
      .from('leisure_spot_suggestions')
      .update({ status: 'rejected' })
      .eq('id', older);
  });
});
