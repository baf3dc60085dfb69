// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { useNavigate } from '../index';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageMeta } from '../page-meta';
import { defineRoutes } from '../route-table';
import { TableRoutes } from '../table-routes';

const table = defineRoutes(
  'mf_test',
  { list: '/notas', detail: '/notas/:id' },
  {
    meta: {
      list: { title: 'Notas de corte', description: 'Todas las notas.' },
      detail: { title: 'Carrera', description: 'Una carrera.' },
    },
  },
);

let goTo: (path: string) => void = () => {};
let loadDegree: () => void = () => {};

function List() {
  goTo = useNavigate();
  return <h1>Notas</h1>;
}

/** Like a page whose name arrives with its data. */
function Detail() {
  goTo = useNavigate();
  const [name, setName] = useState<string | null>(null);
  loadDegree = () => setName('Medicina');
  usePageMeta(name ? { title: name, description: `${name} en Valencia.` } : null);
  return <h1>{name ?? 'Cargando'}</h1>;
}

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TableRoutes table={table} pages={{ list: List, detail: Detail }} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  document.title = '';
  document.head.innerHTML = '';
});

describe('page titles and descriptions', () => {
  it("gives each route its table's title and description", () => {
    renderAt('/notas');
    expect(document.title).toBe('Notas de corte · UniVida');
    expect(description()).toBe('Todas las notas.');
  });

  it('lets a page refine them once its data arrives, and the next route sets its own', () => {
    renderAt('/notas/1');
    expect(document.title).toBe('Carrera · UniVida');
    act(() => loadDegree());
    expect(document.title).toBe('Medicina · UniVida');
    expect(description()).toBe('Medicina en Valencia.');
    act(() => goTo('/notas'));
    expect(document.title).toBe('Notas de corte · UniVida');
    expect(description()).toBe('Todas las notas.');
  });

  it('updates the one description tag the page template has', () => {
    document.head.innerHTML = '<meta name="description" content="UniVida">';
    renderAt('/notas');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(description()).toBe('Todas las notas.');
  });
});
