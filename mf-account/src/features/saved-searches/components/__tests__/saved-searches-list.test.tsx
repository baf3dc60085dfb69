import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@univida/shared-testing';
import { signInPage, signUpUser, type SignedUpUser } from '@univida/shared-testing/backend';
import { beforeAll, describe, expect, it } from 'vitest';
import { SavedSearchesList } from '../saved-searches-list';

// The list reads and writes the real backend (supabase-local, started by the package's test
// setup) through the page's own client signed in as the student, so RLS answers as on the site.

let student: SignedUpUser;

beforeAll(async () => {
  student = await signUpUser();
  await signInPage(student);
  const { error } = await student.client
    .from('saved_searches')
    .insert({
      kind: 'accommodations',
      name: 'Pisos en Valencia',
      query: 'ciudad=Valencia',
      filters: { city: 'Valencia' },
    });
  if (error) throw error;
});

describe('SavedSearchesList', { timeout: 30_000 }, () => {
  it("switches a search's daily email on, off by default, and the database keeps it", async () => {
    const user = userEvent.setup();
    renderApp(<SavedSearchesList userId={student.userId} />);
    const toggle = await screen.findByRole('switch', {
      name: 'Resumen diario por email de Pisos en Valencia',
    });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(await screen.findByText('Resumen diario activado')).toBeInTheDocument();
    const { data } = await student.client.from('saved_searches').select('digest').single();
    expect(data).toEqual({ digest: true });

    await user.click(toggle);
    expect(await screen.findByText('Resumen diario desactivado')).toBeInTheDocument();
    await waitFor(async () => {
      const { data: after } = await student.client.from('saved_searches').select('digest').single();
      expect(after).toEqual({ digest: false });
    });
  });

  it('puts the switch back and says so when the search is gone', async () => {
    const user = userEvent.setup();
    const { data: gone, error } = await student.client
      .from('saved_searches')
      .insert({ kind: 'events', name: 'Conciertos', query: '', filters: {} })
      .select('id')
      .single();
    if (error) throw error;
    renderApp(<SavedSearchesList userId={student.userId} />);
    const toggle = await screen.findByRole('switch', {
      name: 'Resumen diario por email de Conciertos',
    });
    await student.client.from('saved_searches').delete().eq('id', gone.id);
    await user.click(toggle);
    expect(await screen.findByText('No se pudo cambiar el resumen diario')).toBeInTheDocument();
    expect(screen.getByText('La búsqueda ya no existe.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('asks before deleting a search, then deletes it and says so', async () => {
    const user = userEvent.setup();
    const { error } = await student.client
      .from('saved_searches')
      .insert({ kind: 'events', name: 'Teatro', query: '', filters: {} });
    if (error) throw error;
    renderApp(<SavedSearchesList userId={student.userId} />);
    await user.click(await screen.findByRole('button', { name: 'Borrar la búsqueda Teatro' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: '¿Borrar la búsqueda «Teatro»?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('link', { name: 'Teatro' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Borrar la búsqueda Teatro' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Borrar' }),
    );
    expect(await screen.findByText('Búsqueda borrada')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Teatro' })).not.toBeInTheDocument(),
    );
    // Focus is not left on <body> with the trash button gone: it goes to a remaining search.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Búsquedas guardadas' })).getAllByRole('link'),
      ).toContain(document.activeElement),
    );
    const { data } = await student.client
      .from('saved_searches')
      .select('name')
      .eq('name', 'Teatro');
    expect(data).toEqual([]);
  });
});
