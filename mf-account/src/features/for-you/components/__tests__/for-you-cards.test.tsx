import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@univida/shared-auth';
import { renderApp } from '@univida/shared-testing';
import {
  serviceClient,
  signInAdminPage,
  signInPage,
  signUpUser,
  takeBackendDown,
  type SignedUpUser,
} from '@univida/shared-testing/backend';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminCards } from '../admin-cards';
import { ChatsCard } from '../chats-card';
import { EventsCard } from '../events-card';
import { PublishCard } from '../publish-card';
import { StudentCards } from '../student-cards';

// The cards read the real backend (supabase-local, started by the package's test setup) through
// the page's own client signed in as the user, so RLS and the RPCs answer as they do on the site.
// Each run uses a city, degree and university of its own, so nothing else in the database counts.

const run = Date.now();
const CITY = `Ciudad ${run}`;
const CAREER = `Grado en Pruebas ${run}`;
const UNIVERSITY = `Universidad de Pruebas ${run}`;
// Several requests per card on a shared backend: room to answer on a busy machine.
const BACKEND = { timeout: 10_000 };
const day = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString();

let student: SignedUpUser;
let owner: SignedUpUser;

async function profileOf(user: SignedUpUser): Promise<Profile> {
  const { data, error } = await user.client
    .from('profiles')
    .select('*')
    .eq('id', user.userId)
    .single();
  if (error) throw error;
  return data;
}

const check = <T extends { error: unknown }>(result: T) => {
  if (result.error) throw result.error;
  return result;
};

beforeAll(async () => {
  const service = serviceClient();
  student = await signUpUser({ full_name: 'Lucía Para Ti', city: CITY, career: CAREER });
  owner = await signUpUser({ full_name: 'Olga Dueña', user_type: 'owner' });
  check(await service.from('profiles').update({ budget: 500 }).eq('id', student.userId));
  check(
    await service.from('universities').insert({ name: UNIVERSITY, city: CITY, short_name: 'UP' }),
  );
  check(
    await service.from('cut_off_scores').insert([
      { career: CAREER, university: UNIVERSITY, city: CITY, score: 9.5, course: '2025-2026' },
      { career: CAREER, university: UNIVERSITY, city: CITY, score: 9.4, course: '2024-2025' },
    ]),
  );
  const event = (title: string, date: string) => ({
    creator_id: student.userId,
    title,
    category: 'Música',
    event_date: date,
    duration_hours: 2,
    location_name: 'Plaza Mayor',
    city: CITY,
    capacity: 10,
    registration_deadline: date,
  });
  check(
    await service
      .from('events')
      .insert([
        event('Concierto de otoño', inDays(5)),
        event('Ayer pasó', inDays(-1)),
        event('Quedada de bienvenida', inDays(2)),
      ]),
  );
  const room = (name: string, price: number, university: string | null) => ({
    name,
    city: CITY,
    price_per_room: price,
    total_rooms: 3,
    available_rooms: 1,
    closest_university: university,
    owner_id: owner.userId,
  });
  check(
    await service
      .from('accommodations')
      .insert([
        room('Piso junto al campus', 450, UNIVERSITY),
        room('Ático caro', 900, UNIVERSITY),
        room('Piso lejos', 300, null),
      ]),
  );
}, 60_000);

describe("'Para ti' for a student", { timeout: 30_000 }, () => {
  it("lists their city's next events and the rooms within their budget near their university, linking to the filtered lists", async () => {
    await signInPage(student);
    renderApp(<StudentCards profile={await profileOf(student)} />);

    const events = await screen.findByRole(
      'list',
      { name: `Próximos eventos en ${CITY}` },
      BACKEND,
    );
    expect(
      within(events)
        .getAllByRole('link')
        .map((link) => link.querySelector('strong')?.textContent),
    ).toEqual(['Quedada de bienvenida', 'Concierto de otoño']);
    expect(screen.getByRole('link', { name: `Ver los eventos de ${CITY}` })).toHaveAttribute(
      'href',
      `/eventos?ciudad=${encodeURIComponent(CITY).replace(/%20/g, '+')}`,
    );

    const rooms = await screen.findByRole('list', { name: 'Habitaciones para ti' }, BACKEND);
    expect(within(rooms).getAllByRole('link')).toHaveLength(1);
    expect(within(rooms).getByRole('link')).toHaveTextContent('Piso junto al campus');
    const more = screen.getByRole('link', { name: 'Ver 1 alojamiento' });
    const url = new URL(more.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/alojamiento');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ciudad: CITY,
      universidad: UNIVERSITY,
      precio: '500',
    });

    expect(
      await screen.findByText('No tienes mensajes sin leer.', undefined, BACKEND),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        /Guarda una búsqueda de alojamiento, compañeros o eventos/,
        undefined,
        BACKEND,
      ),
    ).toBeInTheDocument();
  });

  it('asks for a city when the profile has none, keeping the three cards', async () => {
    await signInPage(student);
    const profile = { ...(await profileOf(student)), city: null };
    renderApp(<StudentCards profile={profile} />);
    expect(
      await screen.findAllByText(
        'Añade tu ciudad en Mi Perfil para ver lo que hay cerca de ti.',
        undefined,
        BACKEND,
      ),
    ).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: 'Completar Mi Perfil' })[0]).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('shows a saved search with new results and its count', async () => {
    const searcher = await signUpUser({ full_name: 'Sara Busca', city: CITY });
    check(
      await searcher.client.from('saved_searches').insert({
        kind: 'events',
        name: 'Planes aquí',
        query: `ciudad=${encodeURIComponent(CITY)}`,
        filters: { city: CITY },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    check(
      await serviceClient()
        .from('events')
        .insert({
          creator_id: student.userId,
          title: 'Nuevo plan',
          category: 'Juegos',
          event_date: inDays(3),
          duration_hours: 2,
          location_name: 'Bar',
          city: CITY,
          capacity: 5,
          registration_deadline: inDays(3),
        }),
    );
    await signInPage(searcher);
    renderApp(<StudentCards profile={await profileOf(searcher)} />);
    const news = await screen.findByRole('list', { name: 'Búsquedas con novedades' }, BACKEND);
    expect(within(news).getByRole('link')).toHaveTextContent(/Planes aquí.*Eventos.*1 nuevo/);
  });
});

describe("a card of 'Para ti' that fails", { timeout: 30_000 }, () => {
  it('says so in one line, keeps the others going, and loads again on Reintentar', async () => {
    await signInPage(student);
    // The backend unreachable for the first request, reachable again after.
    const bringBack = takeBackendDown();
    renderApp(<EventsCard city={CITY} />);
    expect(
      await screen.findByText(
        'No hemos podido cargar esta sección ahora mismo.',
        undefined,
        BACKEND,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Ver los eventos de ${CITY}` })).toBeInTheDocument();

    bringBack();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    const events = await screen.findByRole(
      'list',
      { name: `Próximos eventos en ${CITY}` },
      BACKEND,
    );
    expect(within(events).getAllByRole('link')[0]).toHaveTextContent('Quedada de bienvenida');
    expect(
      screen.queryByText('No hemos podido cargar esta sección ahora mismo.'),
    ).not.toBeInTheDocument();
  });
});

describe("'Para ti' for an owner and an admin", { timeout: 30_000 }, () => {
  it('shows an owner the contact requests about their listings and how many they publish', async () => {
    const { data: listing } = check(
      await serviceClient()
        .from('accommodations')
        .select('id')
        .eq('owner_id', owner.userId)
        .eq('name', 'Piso junto al campus')
        .single(),
    );
    const { data: conversationId } = check(
      await student.client.rpc('start_conversation', {
        p_other_user_id: owner.userId,
        p_accommodation_id: listing!.id,
      }),
    );
    check(
      await student.client.from('messages').insert({
        conversation_id: conversationId as string,
        sender_id: student.userId,
        content: '¿Sigue libre?',
      }),
    );
    await signInPage(owner);
    renderApp(
      <>
        <ChatsCard userId={owner.userId} show="listing-requests" />
        <PublishCard ownerId={owner.userId} />
      </>,
    );
    const requests = await screen.findByRole(
      'list',
      { name: 'Conversaciones sobre tus alojamientos' },
      BACKEND,
    );
    const request = within(requests).getByRole('link');
    expect(request).toHaveTextContent(/Lucía Para Ti.*Piso junto al campus/);
    expect(request).toHaveAttribute('href', `/chats?conversationId=${conversationId}`);
    expect(within(request).getByLabelText('1 mensaje sin leer')).toBeInTheDocument();
    expect(
      await screen.findByText('Tienes 3 alojamientos publicados.', undefined, BACKEND),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Publicar un alojamiento' })).toHaveAttribute(
      'href',
      '/mis-alojamientos',
    );
  });

  it('shows an admin the pending suggestions and reports as the database counts them', async () => {
    const service = serviceClient();
    // One of each pending at least, so the counts are shown, not the empty states.
    check(
      await service.from('leisure_spot_suggestions').insert({
        suggester_id: student.userId,
        name: 'Bar de pruebas',
        category: 'bares_pubs',
        city: CITY,
      }),
    );
    check(
      await service.from('reports').insert({
        reporter_id: student.userId,
        item_id: (await service.from('events').select('id').eq('city', CITY).limit(1).single())
          .data!.id,
        reason: 'Spam',
      }),
    );
    const pending = async (table: 'leisure_spot_suggestions' | 'reports') =>
      (
        await service
          .from(table)
          .select('id', { count: 'exact', head: true })
          .eq('status', 'pending')
      ).count!;
    const [suggestions, reports] = await Promise.all([
      pending('leisure_spot_suggestions'),
      pending('reports'),
    ]);
    await signInAdminPage();
    renderApp(<AdminCards userId="admin" />);
    const waiting = (count: number, one: string, many: string) =>
      count === 1 ? `1 ${one}` : `${count} ${many}`;
    expect(
      await screen.findByText(
        `${waiting(suggestions, 'sugerencia espera', 'sugerencias esperan')} tu revisión.`,
        undefined,
        BACKEND,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`${waiting(reports, 'reporte espera', 'reportes esperan')} una decisión.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revisar sugerencias' })).toHaveAttribute(
      'href',
      '/admin?tab=sugerencias',
    );
    expect(screen.getByRole('link', { name: 'Revisar reportes' })).toHaveAttribute(
      'href',
      '/admin?tab=reportes',
    );
  });
});
