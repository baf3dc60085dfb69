import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@univida/shared-testing';
import { signInAdminPage, signUpUser, TEST_ADMIN } from '@univida/shared-testing/backend';
import { describe, expect, it } from 'vitest';
import { UsersTab } from '../users-tab';

// The tab reads and deletes on the real backend (supabase-local) as the test admin.
const SLOW = { timeout: 10_000 };

function renderTab(search: string) {
  renderApp(<UsersTab />, { route: `/admin?tab=usuarios&q=${encodeURIComponent(search)}` });
}

async function confirmDelete(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
}

// Keyboard focus is not left on <body> when an action takes a row (and its button) away.
describe('UsersTab focus', { timeout: 60_000 }, () => {
  it("goes to the next row's Eliminar after a delete, then to the empty table", async () => {
    const stamp = `Foco ${Date.now()}`;
    await signUpUser({ full_name: `${stamp} Uno` });
    await signUpUser({ full_name: `${stamp} Dos` });
    await signInAdminPage();
    const user = userEvent.setup();
    renderTab(stamp);

    // Newest first: Dos, then Uno.
    await user.click(await screen.findByRole('button', { name: `Eliminar ${stamp} Dos` }, SLOW));
    await confirmDelete(user);
    const next = await screen.findByRole('button', { name: `Eliminar ${stamp} Uno` });
    await waitFor(() => expect(screen.queryByText(`${stamp} Dos`)).toBeNull(), SLOW);
    await waitFor(() => expect(next).toHaveFocus(), SLOW);
    expect(document.activeElement).not.toBe(document.body);

    await user.keyboard('{Enter}');
    await confirmDelete(user);
    const empty = await screen.findByRole(
      'heading',
      { name: 'No hay usuarios que coincidan' },
      SLOW,
    );
    await waitFor(() => expect(empty.closest('[data-table="Usuarios"]')).toHaveFocus(), SLOW);
  });

  it('gives focus back to Eliminar when the server refuses the delete', async () => {
    await signInAdminPage();
    const user = userEvent.setup();
    renderTab(TEST_ADMIN.email);
    const remove = await screen.findByRole('button', { name: /^Eliminar / }, SLOW);
    await user.click(remove);
    await confirmDelete(user);
    expect(
      await screen.findByText('No puedes eliminar tu propia cuenta', { exact: true }, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(remove).toHaveFocus(), SLOW);
  });
});
