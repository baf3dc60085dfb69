// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, Route, Routes, useBackLink, useListLinkState, useLocation } from '../index';

function List() {
  return (
    <Link to="/eventos/1" state={useListLinkState()}>
      Abrir
    </Link>
  );
}

function Detail() {
  return <Link {...useBackLink('/eventos')}>Volver a eventos</Link>;
}

function Elsewhere() {
  return <Link to="/eventos/1">Abrir</Link>;
}

/** The current history entry: its address and key (a new entry has a new key). */
function Entry() {
  const { pathname, search, key } = useLocation();
  return <output data-testid="entry" data-key={key}>{pathname + search}</output>;
}
const entry = () => {
  const output = screen.getByTestId('entry');
  return { path: output.textContent, key: output.dataset.key };
};

const routes = (
  <Routes>
    <Route path="/eventos" element={<List />} />
    <Route path="/favoritos" element={<List />} />
    <Route path="/" element={<Elsewhere />} />
    <Route path="/eventos/:id" element={<Detail />} />
  </Routes>
);
const app = (at: string) => <MemoryRouter initialEntries={[at]}>{routes}</MemoryRouter>;

afterEach(cleanup);

const backHref = () => screen.getByRole('link', { name: 'Volver a eventos' }).getAttribute('href');

describe('useBackLink with useListLinkState', () => {
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

  it('goes back in history to the list it came from, not to a new entry of it', async () => {
    // Back takes the list's own entry, whose key the shell's scroll restoration knows where it was.
    render(
      <MemoryRouter initialEntries={['/', '/eventos?pagina=3']} initialIndex={1}>
        {routes}
        <Entry />
      </MemoryRouter>,
    );
    const list = entry();
    await userEvent.click(screen.getByRole('link', { name: 'Abrir' }));
    await userEvent.click(screen.getByRole('link', { name: 'Volver a eventos' }));
    expect(entry()).toEqual(list);
  });

  it('opened another way, leads to the list as a new entry', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        {routes}
        <Entry />
      </MemoryRouter>,
    );
    const home = entry();
    await userEvent.click(screen.getByRole('link', { name: 'Abrir' }));
    await userEvent.click(screen.getByRole('link', { name: 'Volver a eventos' }));
    // Going back would have left for the home page.
    expect(entry().path).toBe('/eventos');
    expect(entry().key).not.toBe(home.key);
  });
});
