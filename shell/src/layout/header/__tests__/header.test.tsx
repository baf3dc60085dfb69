import type { Profile } from '@univida/shared-auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../test/render';
import { Header } from '../header';

const auth = vi.hoisted(() => ({
  session: null as null | { user: { id: string; email: string } },
  profile: null as null | Partial<Profile>,
  loading: false,
  signOut: vi.fn(async () => ({ error: null })),
  /** What count_unread_messages answers when the account menu opens. */
  unread: 0,
  /** What saved_search_new_counts answers: each saved search's new results. */
  newCounts: [] as { id: string; new_count: number }[],
}));

vi.mock('@univida/shared-auth', () => ({
  useSession: () => ({ session: auth.session, user: auth.session?.user ?? null }),
  useProfile: () => ({ profile: auth.profile, loading: auth.loading, refresh: vi.fn() }),
  useIsAdmin: () => auth.profile?.user_type === 'admin',
  signOut: auth.signOut,
  loadSupabase: async () => ({
    rpc: async (name: string) =>
      name === 'count_unread_messages'
        ? { data: auth.unread, error: null }
        : name === 'saved_search_new_counts'
          ? { data: auth.newCounts, error: null }
          : { data: null, error: new Error(`unexpected rpc ${name}`) },
  }),
}));

function signInAs(profile: Partial<Profile>, email = 'ana@uni.es') {
  auth.session = { user: { id: 'u1', email } };
  auth.profile = { id: 'u1', profile_picture_url: null, ...profile };
}

beforeEach(() => {
  auth.session = null;
  auth.profile = null;
  auth.loading = false;
  auth.unread = 0;
  auth.newCounts = [];
  auth.signOut.mockClear();
});

// jsdom applies no media queries, so parts shown only from a breakpoint up count as hidden here;
// their visibility per viewport is covered by the e2e tests.
const wide = { hidden: true } as const;

const openAccountMenu = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /Menú de la cuenta/ }));
  return screen.findByRole('menu');
};

describe('Header', () => {
  it('links the brand home and offers login and registration to visitors', () => {
    renderInShell(<Header />);
    expect(screen.getByRole('link', { name: /UniVida/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Iniciar sesión', ...wide })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Registrarse', ...wide })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.queryByRole('button', { name: /Menú de la cuenta/ })).not.toBeInTheDocument();
  });

  it('opens the desktop groups with their links', async () => {
    renderInShell(<Header />);
    const nav = screen.getByLabelText('Navegación principal');
    const trigger = within(nav).getByRole('button', { name: 'Alojamiento', ...wide });
    expect(
      within(nav).queryByRole('link', { name: 'RoomieMatch', ...wide }),
    ).not.toBeInTheDocument();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Buscar Alojamiento', ...wide })).toHaveAttribute(
      'href',
      '/alojamiento',
    );
    expect(within(nav).getByRole('link', { name: 'RoomieMatch', ...wide })).toHaveAttribute(
      'href',
      '/roomie-match',
    );
  });

  it('has a mobile menu with the same groups plus Más → Novedades', async () => {
    renderInShell(<Header />);
    const toggle = screen.getByRole('button', { name: 'Abrir menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    for (const group of ['Universidad', 'Alojamiento', 'Vida Social', 'Más']) {
      expect(within(menu).getByRole('button', { name: group })).toBeInTheDocument();
    }
    await userEvent.click(within(menu).getByRole('button', { name: 'Más' }));
    await userEvent.click(within(menu).getByRole('link', { name: 'Novedades' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/novedades');
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
  });

  it('shows a signed-in student the avatar menu with name, email and account links, but no admin link', async () => {
    signInAs({ full_name: 'Ana García López', user_type: 'student' });
    renderInShell(<Header />);
    expect(screen.queryByRole('link', { name: 'Iniciar sesión', ...wide })).not.toBeInTheDocument();
    expect(await screen.findByText('AG')).toBeInTheDocument();

    const menu = await openAccountMenu();
    expect(within(menu).getByText('Ana García López')).toBeInTheDocument();
    expect(within(menu).getByText('ana@uni.es')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Mi Perfil' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Favoritos' })).toHaveAttribute(
      'href',
      '/favorites',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Chats' })).toHaveAttribute('href', '/chats');
    expect(
      within(menu).queryByRole('menuitem', { name: 'Admin Dashboard' }),
    ).not.toBeInTheDocument();
  });

  it('shows the unread total next to Chats when the account menu opens', async () => {
    signInAs({ full_name: 'Ana García López', user_type: 'student' });
    auth.unread = 3;
    renderInShell(<Header />);
    const menu = await openAccountMenu();
    const chats = within(menu).getByRole('menuitem', { name: /^Chats/ });
    expect(await within(chats).findByLabelText('3 mensajes sin leer')).toHaveTextContent('3');
  });

  it("shows the total of new results of the user's saved searches next to Mis búsquedas", async () => {
    signInAs({ full_name: 'Ana García López', user_type: 'student' });
    auth.newCounts = [
      { id: 's1', new_count: 2 },
      { id: 's2', new_count: 0 },
      { id: 's3', new_count: 3 },
    ];
    renderInShell(<Header />);
    const menu = await openAccountMenu();
    const searches = within(menu).getByRole('menuitem', { name: /^Mis búsquedas/ });
    expect(searches).toHaveAttribute('href', '/mis-busquedas');
    expect(await within(searches).findByLabelText('5 resultados nuevos')).toHaveTextContent('5');
  });

  it('adds Admin Dashboard for admins', async () => {
    signInAs({ full_name: 'Admin', user_type: 'admin' }, 'admin@univida.es');
    renderInShell(<Header />);
    const menu = await openAccountMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('signs out from the avatar menu and goes home', async () => {
    signInAs({ full_name: 'Luis', user_type: 'owner' });
    renderInShell(<Header />, '/profile');
    const menu = await openAccountMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('shows the logged-out buttons when the profile of a session could not load', () => {
    auth.session = { user: { id: 'u1', email: 'ana@uni.es' } };
    renderInShell(<Header />);
    expect(screen.getByRole('link', { name: 'Iniciar sesión', ...wide })).toBeInTheDocument();
  });

  it('holds the place instead of flashing the login buttons while the profile loads', () => {
    auth.session = { user: { id: 'u1', email: 'ana@uni.es' } };
    auth.loading = true;
    renderInShell(<Header />);
    expect(screen.queryByRole('link', { name: 'Iniciar sesión', ...wide })).not.toBeInTheDocument();
  });
});

describe('avatar initials', () => {
  it.each([
    ['María José Pérez', 'MJ'],
    ['Carlos', 'CA'],
    ['', 'U'],
  ])('for "%s" shows %s', async (fullName, initials) => {
    signInAs({ full_name: fullName, user_type: 'student' });
    renderInShell(<Header />);
    expect(await screen.findByText(initials)).toBeInTheDocument();
  });
});
