import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@univida/shared-testing';
import { describe, expect, it, vi } from 'vitest';
import SaveSearchDialog from '../save-search-dialog';

// What the database answers an insert (the real refusal is tested in supabase/tests and e2e).
const insertAnswer = vi.hoisted(() => ({
  error: null as null | { code: string; message: string },
}));
vi.mock('@univida/shared-auth', async (original) => ({
  ...(await original<typeof import('@univida/shared-auth')>()),
  getSupabase: () => ({ from: () => ({ insert: async () => insertAnswer }) }),
}));

const renderDialog = () =>
  renderApp(
    <SaveSearchDialog
      kind="accommodations"
      query=""
      filters={{}}
      suggestedName="Pisos en Valencia"
      open
      onOpenChange={() => undefined}
    />,
  );

describe('SaveSearchDialog: the name', () => {
  it('keeps a 300-character name whole and says it is too long, instead of cutting it to 80', async () => {
    const user = userEvent.setup();
    renderDialog();
    const input = screen.getByRole('textbox', { name: 'Nombre de la búsqueda' });
    expect(input).toHaveAccessibleDescription('17 de 80 caracteres');
    await user.clear(input);
    await user.click(input);
    await user.paste('a'.repeat(300));
    expect(input).toHaveValue('a'.repeat(300));
    expect(screen.getByRole('alert')).toHaveTextContent('Máximo 80 caracteres.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/300 de 80 caracteres/);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('dialog', { name: 'Guardar búsqueda' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Máximo 80 caracteres.');

    await user.clear(input);
    await user.paste('a'.repeat(80));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('SaveSearchDialog: a refusal', () => {
  it('says the search is already saved, not the name wrong, and takes focus there', async () => {
    insertAnswer.error = { code: '23505', message: 'duplicate key value' };
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const refusal = await screen.findByText(
      'Ya tienes guardada esta búsqueda: la encontrarás en Mis búsquedas.',
    );
    expect(refusal).toHaveFocus();
    const name = screen.getByRole('textbox', { name: 'Nombre de la búsqueda' });
    expect(name).not.toHaveAttribute('aria-invalid', 'true');

    // Still there while the name is edited; gone with the next submit that finds it empty.
    await user.clear(name);
    expect(refusal).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Ponle un nombre a la búsqueda.');
    expect(refusal).not.toBeInTheDocument();
  });

  it('words any other failure in Spanish, in the same place', async () => {
    insertAnswer.error = { code: '', message: 'TypeError: Failed to fetch' };
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const refusal = await screen.findByText(/^No se pudo guardar la búsqueda\. /);
    expect(refusal).toHaveFocus();
    expect(refusal).not.toHaveTextContent('Failed to fetch');
  });
});
