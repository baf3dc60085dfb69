import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentProfile } from '@univida/shared-testing';
import {
  serviceClient,
  signInAdminPage,
  signInPage,
  signOutPage,
  signUpUser,
  takeBackendDown,
  type SignedUpUser,
} from '@univida/shared-testing/backend';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInShell } from '../../../test/render';
import { Header } from '../header';

// Who is signed in, their profile and the menu's counts come from the real backend
// (supabase-local, started by the shell's test setup) through the page's own client.
const check = <T extends { error: unknown }>(result: T) => {
  if (result.error) throw result.error;
  return result;
};

/** Signs a new user up with `fullName` and `userType` and in on the page. */
async function signInAs(fullName: string, userType: 'student' | 'owner' = 'student') {
  const user = await signUpUser({ full_name: fullName, user_type: userType });
  await signInPage(user);
  return user;
}

const day = 24 * 60 * 60 * 1000;
/** An upcoming event in `city`, created by `creator`. */
const upcomingEvent = (creator: SignedUpUser, city: string, title: string) => ({
  creator_id: creator.userId,
  title,
  category: 'Música',
  event_date: new Date(Date.now() + 3 * day).toISOString(),
  duration_hours: 2,
  location_name: 'Plaza Mayor',
  city,
  capacity: 10,
  registration_deadline: new Date(Date.now() + 2 * day).toISOString(),
});

// The first requests to the backend take a while on a shared 2-core machine.
const SLOW = { timeout: 10_000 };

beforeEach(signOutPage);

// jsdom applies no media queries, so parts shown only from a breakpoint up count as hidden here;
// their visibility per viewport is covered by the e2e tests.
const wide = { hidden: true } as const;

const openAccountMenu = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /Menú de la cuenta/ }));
  return screen.findByRole('menu');
};

describe('Header', { timeout: 30_000 }, () => {
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

  // jsdom applies no media queries, so user-event's Tab skips the desktop nav: the e2e
  // accessibility spec walks it by Tab; here focus is moved directly.
  it('closes a desktop group on Escape (focus back on its button), on a click elsewhere and when focus leaves it', async () => {
    const user = userEvent.setup();
    renderInShell(<Header />);
    const nav = screen.getByLabelText('Navegación principal');
    const universidad = within(nav).getByRole('button', { name: 'Universidad', ...wide });
    const links = () => within(nav).queryAllByRole('link', wide);

    await user.click(universidad);
    act(() => within(nav).getByRole('link', { name: 'Notas de corte', ...wide }).focus());
    await user.keyboard('{Escape}');
    expect(universidad).toHaveAttribute('aria-expanded', 'false');
    expect(universidad).toHaveFocus();
    expect(links()).toHaveLength(0);

    await user.keyboard('{Enter}');
    expect(links()).toHaveLength(4);
    await user.click(document.body);
    expect(links()).toHaveLength(0);

    act(() => universidad.focus());
    await user.keyboard('{Enter}');
    expect(links()).toHaveLength(4);
    act(() => within(nav).getByRole('button', { name: 'Alojamiento', ...wide }).focus());
    expect(universidad).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a desktop group while the mouse is over it, and a click then keeps it open', async () => {
    const user = userEvent.setup();
    renderInShell(<Header />);
    const nav = screen.getByLabelText('Navegación principal');
    const social = within(nav).getByRole('button', { name: 'Vida Social', ...wide });
    await user.hover(social);
    expect(social).toHaveAttribute('aria-expanded', 'true');
    // Opened by hover with focus elsewhere, Escape still dismisses it.
    await user.keyboard('{Escape}');
    expect(social).toHaveAttribute('aria-expanded', 'false');
    await user.unhover(social);
    await user.hover(social);
    expect(social).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(social);
    expect(social).toHaveAttribute('aria-expanded', 'false');
    await user.click(social);
    await user.unhover(social);
    expect(social).toHaveAttribute('aria-expanded', 'true');
    await user.click(social);
    expect(social).toHaveAttribute('aria-expanded', 'false');
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
    const student = await signInAs('Ana García López');
    renderInShell(<Header />);
    expect(await screen.findByText('AG', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Iniciar sesión', ...wide })).not.toBeInTheDocument();

    const menu = await openAccountMenu();
    expect(within(menu).getByText('Ana García López')).toBeInTheDocument();
    expect(within(menu).getByText(student.email)).toBeInTheDocument();
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
    const student = await signInAs('Ana García López');
    const owner = await signUpUser({ full_name: 'Olga Dueña', user_type: 'owner' });
    const { data: conversationId } = check(
      await owner.client.rpc('start_conversation', { p_other_user_id: student.userId }),
    );
    check(
      await owner.client.from('messages').insert(
        ['Hola', '¿Sigues buscando piso?', 'Tengo una habitación libre'].map((content) => ({
          conversation_id: conversationId as string,
          sender_id: owner.userId,
          content,
        })),
      ),
    );
    renderInShell(<Header />);
    const menu = await openAccountMenu();
    const chats = within(menu).getByRole('menuitem', { name: /^Chats/ });
    expect(await within(chats).findByLabelText('3 mensajes sin leer')).toHaveTextContent('3');
  });

  it("shows the total of new results of the user's saved searches next to Mis búsquedas", async () => {
    const student = await signInAs('Ana García López');
    // Three saved searches of events, each in a city of its own, with 2, 0 and 3 new events.
    const cities = [1, 2, 3].map((n) => `Ciudad ${Date.now()}-${n}`);
    check(
      await student.client.from('saved_searches').insert(
        cities.map((city) => ({
          kind: 'events' as const,
          name: `Planes en ${city}`,
          query: `ciudad=${encodeURIComponent(city)}`,
          filters: { city },
        })),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    check(
      await serviceClient()
        .from('events')
        .insert([
          upcomingEvent(student, cities[0]!, 'Concierto'),
          upcomingEvent(student, cities[0]!, 'Teatro'),
          upcomingEvent(student, cities[2]!, 'Cine'),
          upcomingEvent(student, cities[2]!, 'Feria'),
          upcomingEvent(student, cities[2]!, 'Mercado'),
        ]),
    );
    renderInShell(<Header />);
    const menu = await openAccountMenu();
    const searches = within(menu).getByRole('menuitem', { name: /^Mis búsquedas/ });
    expect(searches).toHaveAttribute('href', '/mis-busquedas');
    expect(await within(searches).findByLabelText('5 resultados nuevos')).toHaveTextContent('5');
  });

  it('adds Admin Dashboard for admins', async () => {
    await signInAdminPage();
    renderInShell(<Header />);
    const menu = await openAccountMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('signs out from the avatar menu and goes home', async () => {
    await signInAs('Luis', 'owner');
    renderInShell(<Header />, '/profile');
    const menu = await openAccountMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(
      await screen.findByRole('link', { name: 'Iniciar sesión', ...wide }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Menú de la cuenta/ })).not.toBeInTheDocument();
  });

  // With the backend unreachable after sign-in, the session is there but its profile never comes
  // (supabase-js tries a failed read a few times before giving up).
  it('holds the place while the profile of a session loads, then shows the logged-out buttons when it could not', async () => {
    await signInAs('Ana García López');
    takeBackendDown();
    renderInShell(<Header />);
    expect(await screen.findByRole('link', { name: /UniVida/ }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Iniciar sesión', ...wide })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Iniciar sesión', ...wide }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(currentProfile.value).toBeNull();
    expect(screen.queryByRole('button', { name: /Menú de la cuenta/ })).not.toBeInTheDocument();
  });
});

describe('avatar initials', { timeout: 30_000 }, () => {
  it.each([
    ['María José Pérez', 'MJ'],
    ['Carlos', 'CA'],
  ])('for "%s" shows %s', async (fullName, initials) => {
    await signInAs(fullName);
    renderInShell(<Header />);
    expect(await screen.findByText(initials, undefined, SLOW)).toBeInTheDocument();
  });

  it('for a profile whose name was emptied (the schema allows it) shows U', async () => {
    const user = await signInAs('Nombre que se borra');
    check(await user.client.from('profiles').update({ full_name: '' }).eq('id', user.userId));
    renderInShell(<Header />);
    expect(await screen.findByText('U', undefined, SLOW)).toBeInTheDocument();
  });
});
