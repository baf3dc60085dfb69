import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, installFakeRest, renderApp } from '@univida/shared-testing';
import { beforeEach, describe, expect, it } from 'vitest';
import App from '../../../app';
import { listing } from '../../../test/listings';

const universities = [
  { name: 'Universitat de València', city: 'Valencia', latitude: 39.4786, longitude: -0.364 },
];

const cardNames = async () =>
  (await screen.findAllByRole('article')).map(
    (card) => within(card).getByRole('heading').textContent,
  );

// Radix widgets under user-event are slow on a shared 2-core machine.
describe('/alojamiento', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await installFakeRest({
      accommodations: [1, 2, 3, 4, 5].map((n) => listing(n, n === 3 ? { available_rooms: 0 } : {})),
      universities,
      favorites: [],
    });
  });

  it('shows the count and a card per listing with its facts, newest first', async () => {
    renderApp(<App />, { route: '/alojamiento' });
    expect(
      await screen.findByText('5 alojamientos', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await cardNames()).toEqual(['Piso 5', 'Piso 4', 'Piso 3', 'Piso 2', 'Piso 1']);
    const card = screen.getByRole('article', { name: 'Piso 2' });
    expect(card).toHaveTextContent('Piso · Valencia');
    expect(card).toHaveTextContent('400 €/mes');
    expect(card).toHaveTextContent('1 de 3 habitaciones libres');
    expect(card).toHaveTextContent('62 m²');
    expect(card).toHaveTextContent('1 km de Universitat de València');
    expect(within(card).getByRole('link', { name: 'Piso 2' })).toHaveAttribute(
      'href',
      '/alojamiento/00000000-0000-4000-c000-000000000002',
    );
    expect(
      within(card).getByRole('button', { name: 'Guardar Piso 2 en favoritos' }),
    ).toBeInTheDocument();
    expect(within(card).queryByText('Completo')).toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'Piso 3' })).getByText('Completo'),
    ).toBeVisible();
  });

  it('filters by rooms and sorts by price in the database, keeping both in the URL', async () => {
    renderApp(<App />, { route: '/alojamiento?orden=precio-desc' });
    await userEvent.click(await screen.findByRole('button', { name: '2 habitaciones' }));
    expect(
      await screen.findByText('2 alojamientos', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await cardNames()).toEqual(['Piso 5', 'Piso 1']);
    expect(currentUrl.value).toBe('/alojamiento?habitaciones=2&orden=precio-desc');
  });

  it('reads the filters of a shared URL', async () => {
    renderApp(<App />, { route: '/alojamiento?precio=450&orden=precio-asc' });
    expect(
      await screen.findByText('3 alojamientos', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await cardNames()).toEqual(['Piso 1', 'Piso 2', 'Piso 3']);
    expect(screen.getByRole('slider', { name: 'Precio máximo (€/mes)' })).toHaveAttribute(
      'aria-valuetext',
      'Hasta 450 €/mes',
    );
  });

  it('says when nothing matches and clears the filters', async () => {
    renderApp(<App />, { route: '/alojamiento?precio=250' });
    expect(
      await screen.findByRole('heading', { name: 'No hay alojamientos con estos filtros' }),
    ).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Alojamientos' })).getByRole('button', {
        name: 'Borrar filtros',
      }),
    );
    expect(
      await screen.findByText('5 alojamientos', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(currentUrl.value).toBe('/alojamiento');
  });

  it("shows SPEC's error when the listings cannot be loaded", async () => {
    await installFakeRest({ universities }, { failing: ['accommodations'] });
    renderApp(<App />, { route: '/alojamiento' });
    expect(
      await screen.findByRole('heading', { name: 'Error al cargar alojamientos' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se pudieron obtener los datos. Inténtalo más tarde.',
    );
  });
});

// Unfiltered, the search counts with the planner's estimate (past 1000 rows), which can be off
// either way: paging to the end must still land on real listings and a true 'Página N de M'.
describe('/alojamiento paging with an estimated count', { timeout: 60_000 }, () => {
  const many = Array.from({ length: 1010 }, (_, i) => listing(i + 1)); // 85 pages, 2 on the last
  const pages = () => screen.getByRole('navigation', { name: 'Paginación' });

  it('an estimate above the real count: its last page leads to the real last page', async () => {
    await installFakeRest(
      { accommodations: many, universities, favorites: [] },
      { estimates: { accommodations: 1100 } },
    );
    renderApp(<App />, { route: '/alojamiento' });
    expect(
      await screen.findByText('Unos 1100 alojamientos', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    // The list and its pages render just after the count (QueryState defers the data's first render).
    expect(await screen.findByRole('navigation', { name: 'Paginación' })).toHaveTextContent(
      'Página 1 de 92',
    );
    await userEvent.click(within(pages()).getByRole('link', { name: 'Página 92' }));
    expect(
      await screen.findByText('Página 85 de 85', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(currentUrl.value).toBe('/alojamiento?pagina=85');
    expect(screen.getByText('1010 alojamientos')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it("an old link's page past the end goes to the last page, with one refused request", async () => {
    const fetchMock = await installFakeRest(
      { accommodations: many, universities, favorites: [] },
      { estimates: { accommodations: 1010 } },
    );
    renderApp(<App />, { route: '/alojamiento?pagina=99' });
    expect(
      await screen.findByText('Página 85 de 85', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(currentUrl.value).toBe('/alojamiento?pagina=85');
    const answers = await Promise.all(
      fetchMock.mock.results.map((result) => result.value as Promise<Response>),
    );
    expect(answers.filter((answer) => answer.status === 416)).toHaveLength(1);
  });

  it('an estimate below the real count: its last page shows the pages after it', async () => {
    await installFakeRest(
      { accommodations: many, universities, favorites: [] },
      { estimates: { accommodations: 1001 } },
    );
    renderApp(<App />, { route: '/alojamiento?pagina=84' });
    expect(
      await screen.findByText('Página 84 de 85', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('1010 alojamientos')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    await userEvent.click(within(pages()).getByRole('link', { name: 'Página 85' }));
    expect(
      await screen.findByText('Página 85 de 85', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(currentUrl.value).toBe('/alojamiento?pagina=85');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  });
});
