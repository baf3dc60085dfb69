import { screen } from '@testing-library/react';
import { installFakeRest, renderApp } from '@univida/shared-testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveSearchButton } from '../save-search-button';

const session = vi.hoisted(() => ({ user: null as { id: string } | null }));
vi.mock('@univida/shared-auth', async (original) => ({
  ...(await original<typeof import('@univida/shared-auth')>()),
  useSession: () => ({ user: session.user }),
}));

// As the database returns jsonb: its own key order, no absent keys.
const SAVED = [
  { kind: 'accommodations', filters: { type: 'piso', city: 'Valencia', maxPrice: 400 } },
  { kind: 'events', filters: { city: 'Zaragoza' } },
];

const renderButton = (kind: 'accommodations' | 'events', filters: Record<string, unknown>) =>
  renderApp(<SaveSearchButton kind={kind} query="" filters={filters} suggestedName="Pisos" />);

describe('SaveSearchButton', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    session.user = { id: 'user-1' };
    await installFakeRest({ saved_searches: SAVED });
  });

  it('says a search already saved is, and leads to Mis búsquedas, whatever the order of its filters', async () => {
    renderButton('accommodations', {
      city: 'Valencia',
      maxPrice: 400,
      rooms: undefined,
      type: 'piso',
    });
    const link = await screen.findByRole(
      'link',
      { name: 'Búsqueda guardada: ver en Mis búsquedas' },
      { timeout: 5000 },
    );
    expect(link).toHaveAttribute('href', '/mis-busquedas');
    expect(screen.queryByRole('button', { name: 'Guardar búsqueda' })).not.toBeInTheDocument();
  });

  it('offers to save other filters, and the same filters of another list', async () => {
    renderApp(
      <>
        <SaveSearchButton kind="events" query="" filters={{ city: 'Zaragoza' }} suggestedName="a" />
        <SaveSearchButton kind="events" query="" filters={{ city: 'Valencia' }} suggestedName="b" />
        <SaveSearchButton
          kind="accommodations"
          query=""
          filters={{ city: 'Zaragoza' }}
          suggestedName="c"
        />
      </>,
    );
    // The saved filters have been read once the Zaragoza events search shows as saved.
    await screen.findByRole('link', { name: /^Búsqueda guardada/ }, { timeout: 5000 });
    expect(screen.getAllByRole('link', { name: /^Búsqueda guardada/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Guardar búsqueda' })).toHaveLength(2);
  });

  it('offers a visitor to save, without asking the database', async () => {
    session.user = null;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderButton('accommodations', { city: 'Valencia', maxPrice: 400, type: 'piso' });
    expect(screen.getByRole('button', { name: 'Guardar búsqueda' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('saved_searches'))).toEqual(
      [],
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
