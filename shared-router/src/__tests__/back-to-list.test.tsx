// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, Route, Routes, useBackTo, useListLinkState } from '../index';

function List() {
  return (
    <Link to="/eventos/1" state={useListLinkState()}>
      Abrir
    </Link>
  );
}

function Detail() {
  return <Link to={useBackTo('/eventos')}>Volver a eventos</Link>;
}

const app = (entry: string) => (
  <MemoryRouter initialEntries={[entry]}>
    <Routes>
      <Route path="/eventos" element={<List />} />
      <Route path="/favoritos" element={<List />} />
      <Route path="/eventos/:id" element={<Detail />} />
    </Routes>
  </MemoryRouter>
);

afterEach(cleanup);

const backHref = () => screen.getByRole('link', { name: 'Volver a eventos' }).getAttribute('href');

describe('useBackTo with useListLinkState', () => {
  it('leads back to the list as it was left: filters and page', async () => {
    render(app('/eventos?categoria=Fiesta&pagina=2'));
    await userEvent.click(screen.getByRole('link', { name: 'Abrir' }));
    expect(backHref()).toBe('/eventos?categoria=Fiesta&pagina=2');
  });

  it('leads to the plain list when opened from another page or directly', async () => {
    const { unmount } = render(app('/favoritos'));
    await userEvent.click(screen.getByRole('link', { name: 'Abrir' }));
    expect(backHref()).toBe('/eventos');
    unmount();
    render(app('/eventos/1'));
    expect(backHref()).toBe('/eventos');
  });
});
