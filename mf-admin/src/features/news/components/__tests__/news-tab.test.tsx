import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@univida/shared-testing';
import { serviceClient, signInAdminPage } from '@univida/shared-testing/backend';
import { describe, expect, it } from 'vitest';
import { NewsTab } from '../news-tab';

// The tab reads, edits and deletes on the real backend (supabase-local) as the test admin.
const SLOW = { timeout: 10_000 };

async function addNews(title: string, publishDate: string) {
  const { error } = await serviceClient()
    .from('news')
    .insert({ title, summary: 'Prueba de foco', category: 'Anuncio', publish_date: publishDate });
  if (error) throw error;
}

// Keyboard focus is not left on <body> when a delete or an edit takes a row off the table.
describe('NewsTab focus', { timeout: 60_000 }, () => {
  it("goes to the next row's Eliminar after a delete, and to the empty table when an edit takes the last row off the search", async () => {
    const stamp = `Foco ${Date.now()}`;
    await addNews(`${stamp} Uno`, '2026-01-01T10:00:00Z');
    await addNews(`${stamp} Dos`, '2026-01-02T10:00:00Z');
    await signInAdminPage();
    const user = userEvent.setup();
    renderApp(<NewsTab />, { route: `/admin?tab=novedades&q=${encodeURIComponent(stamp)}` });

    // Newest first: Dos, then Uno in its place.
    await user.click(await screen.findByRole('button', { name: `Eliminar ${stamp} Dos` }, SLOW));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }),
    );
    await waitFor(
      () => expect(screen.getByRole('button', { name: `Eliminar ${stamp} Uno` })).toHaveFocus(),
      SLOW,
    );
    expect(document.activeElement).not.toBe(document.body);

    // Renamed out of the search: its row, and the Editar focus would return to, are gone.
    await user.click(screen.getByRole('button', { name: `Editar ${stamp} Uno` }));
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByRole('textbox', { name: /Título/ });
    await user.clear(title);
    await user.type(title, 'Noticia renombrada');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const empty = await screen.findByRole(
      'heading',
      { name: 'No hay noticias que coincidan' },
      SLOW,
    );
    await waitFor(() => expect(empty.closest('[data-table="Novedades"]')).toHaveFocus(), SLOW);
    await serviceClient().from('news').delete().eq('title', 'Noticia renombrada');
  });
});
