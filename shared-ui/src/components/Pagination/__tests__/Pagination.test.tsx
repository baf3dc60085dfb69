import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderWithTheme } from '../../../test/render';
import { Pagination, type PaginationLinkProps } from '../Pagination';

function PagedList({ pageCount }: { pageCount: number }) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      label="Páginas de eventos"
      page={page}
      pageCount={pageCount}
      onPageChange={setPage}
    />
  );
}

/** A stand-in router link: an anchor whose href is the route. */
const FakeLink = ({ to, ...props }: PaginationLinkProps) => <a href={to} {...props} />;

describe('Pagination', () => {
  it('pages with buttons: Anterior only after the first, Siguiente only before the last, the current page marked', async () => {
    const user = userEvent.setup();
    renderWithTheme(<PagedList pageCount={3} />);
    const nav = screen.getByRole('navigation', { name: 'Páginas de eventos' });
    expect(nav).toHaveTextContent('Página 1 de 3');
    expect(screen.queryByRole('button', { name: 'Anterior' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(nav).toHaveTextContent('Página 2 de 3');
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Página 1' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(nav).toHaveTextContent('Página 3 de 3');
    expect(screen.queryByRole('button', { name: 'Siguiente' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(nav).toHaveTextContent('Página 2 de 3');
    expect(await axeViolations()).toEqual([]);
  });

  it('moves focus to the current page when the control that had it goes away with its page', async () => {
    const user = userEvent.setup();
    renderWithTheme(<PagedList pageCount={2} />);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.queryByRole('button', { name: 'Siguiente' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveFocus();
  });

  it('pages with links when given hrefFor, each to its page', () => {
    renderWithTheme(
      <Pagination
        page={10}
        pageCount={1667}
        hrefFor={(p) => `/alojamiento?pagina=${p}`}
        linkAs={FakeLink}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(nav).toHaveTextContent('Página 10 de 1667');
    expect(screen.getByRole('link', { name: 'Anterior' })).toHaveAttribute(
      'href',
      '/alojamiento?pagina=9',
    );
    expect(screen.getByRole('link', { name: 'Página 10' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Página 1667' })).toHaveAttribute(
      'href',
      '/alojamiento?pagina=1667',
    );
    expect(screen.getByRole('link', { name: 'Siguiente' })).toHaveAttribute(
      'href',
      '/alojamiento?pagina=11',
    );
    expect(screen.queryByRole('link', { name: 'Página 5' })).not.toBeInTheDocument();
  });

  it('a single page shows nothing, unless there is a summary to show', () => {
    const { container, unmount } = renderWithTheme(
      <Pagination page={1} pageCount={1} onPageChange={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
    unmount();
    renderWithTheme(
      <Pagination page={1} pageCount={1} onPageChange={() => {}} summary="1 resultado" />,
    );
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toHaveTextContent(
      '1 resultado · Página 1 de 1',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
