import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeRest, renderApp } from '@univida/shared-testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FavoriteToggle } from '../favorite-toggle';

const LISTING = '00000000-0000-4000-c000-000000000001';
const OTHER = '00000000-0000-4000-c000-000000000002';
const session = vi.hoisted(() => ({ user: null as { id: string } | null }));

vi.mock('@univida/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@univida/shared-auth')>()),
  useSession: () => ({ user: session.user }),
}));

// Radix and user-event are slow on a shared 2-core machine.
describe('FavoriteToggle', { timeout: 30_000 }, () => {
  beforeEach(() => {
    session.user = null;
  });

  it('asks a visitor to sign in and stays unsaved', async () => {
    renderApp(<FavoriteToggle itemId={LISTING} itemName="Piso Centro" />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Piso Centro en favoritos' }));
    expect(
      await screen.findByText('Inicia sesión para guardar favoritos', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar Piso Centro en favoritos' })).toBeVisible();
  });

  it("names each heart for its item and says which are saved (the words of /favorites' button)", async () => {
    session.user = { id: 'user-1' };
    await installFakeRest({
      favorites: [{ user_id: 'user-1', item_type: 'accommodation', item_id: LISTING }],
    });
    renderApp(
      <>
        <FavoriteToggle itemId={LISTING} itemName="Piso Centro" />
        <FavoriteToggle itemId={OTHER} itemName="Estudio Benimaclet" />
      </>,
    );
    // The name says the state; no aria-pressed besides, which a screen reader would read twice
    // ('Quitar … de favoritos, pulsado').
    const saved = await screen.findByRole(
      'button',
      { name: 'Quitar Piso Centro de favoritos' },
      { timeout: 5000 },
    );
    expect(saved).not.toHaveAttribute('aria-pressed');
    expect(
      screen.getByRole('button', { name: 'Guardar Estudio Benimaclet en favoritos' }),
    ).toBeVisible();
  });
});
