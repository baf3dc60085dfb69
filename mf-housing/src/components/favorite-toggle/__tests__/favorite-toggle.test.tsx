import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@univida/shared-testing';
import { describe, expect, it } from 'vitest';
import { FavoriteToggle } from '../favorite-toggle';

// Radix and user-event are slow on a shared 2-core machine.
describe('FavoriteToggle', { timeout: 30_000 }, () => {
  it('asks a visitor to sign in and stays unsaved', async () => {
    renderApp(<FavoriteToggle itemId="00000000-0000-4000-c000-000000000001" />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar en favoritos' }));
    expect(
      await screen.findByText('Inicia sesión para guardar favoritos', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar en favoritos' })).toBeInTheDocument();
  });
});
