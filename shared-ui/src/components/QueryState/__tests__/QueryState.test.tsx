import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { QueryState, type QueryLike } from '../QueryState';

const query = <T,>(state: Partial<QueryLike<T>>): QueryLike<T> => ({
  isPending: false,
  isError: false,
  data: undefined,
  refetch: vi.fn(),
  ...state,
});

const list = (q: QueryLike<string[]>, extra: { empty?: string; loading?: string } = {}) =>
  renderWithTheme(
    <QueryState
      query={q}
      loadingLabel="Cargando eventos…"
      errorTitle="Error al cargar eventos"
      empty={extra.empty && <p>{extra.empty}</p>}
      loading={extra.loading && <p>{extra.loading}</p>}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );

describe('QueryState', () => {
  it('announces loading with a labelled spinner by default, or shows the given skeleton', () => {
    list(query({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Cargando eventos…');
    list(query({ isPending: true }), { loading: 'esqueleto' });
    expect(screen.getByText('esqueleto')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the error with Reintentar, which refetches', async () => {
    const failed = query<string[]>({ isError: true });
    list(failed);
    expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar eventos');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('draws the error the caller gives, with a retry that refetches', async () => {
    const failed = query<string[]>({ isError: true });
    renderWithTheme(
      <QueryState
        query={failed}
        error={(retry) => (
          <p>
            No se pudo cargar. <button onClick={retry}>Reintentar</button>
          </p>
        )}
      >
        {() => <ul />}
      </QueryState>,
    );
    expect(screen.getByText(/No se pudo cargar/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state for empty data, and the data otherwise', () => {
    list(query({ data: [] }), { empty: 'No hay eventos' });
    expect(screen.getByText('No hay eventos')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    list(query({ data: ['Fiesta', 'Cine'] }), { empty: 'No hay eventos' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Fiesta',
      'Cine',
    ]);
  });

  it('hands empty data to the children when the screen has no empty state of its own', () => {
    list(query({ data: [] }));
    expect(screen.getByRole('list')).toBeEmptyDOMElement();
  });
});
