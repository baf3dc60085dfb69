import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from '@univida/shared-router';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../../test/render';
import { MAIN_CONTENT_ID } from '../../layout/skip-link';
import { FocusAfterNavigation } from '../focus-after-navigation';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <Link to="/eventos">Eventos (cabecera)</Link>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <FocusAfterNavigation />
    </>
  );
}

const app = (
  <Routes>
    <Route
      path="/"
      element={
        <Frame>
          <Link to="/eventos/1">Abrir el evento</Link>
        </Frame>
      }
    />
    <Route path="/eventos" element={<Frame>Eventos</Frame>} />
    <Route path="/eventos/:id" element={<Frame>Un evento</Frame>} />
  </Routes>
);

describe('FocusAfterNavigation', () => {
  it('moves focus to the content when the link followed went away with its page', async () => {
    renderInShell(app);
    expect(screen.getByRole('main')).not.toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Abrir el evento' }));
    expect(screen.getByRole('main')).toHaveTextContent('Un evento');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves focus where it still is', async () => {
    renderInShell(app);
    await userEvent.click(screen.getByRole('link', { name: 'Eventos (cabecera)' }));
    expect(screen.getByRole('main')).toHaveTextContent('Eventos');
    expect(screen.getByRole('link', { name: 'Eventos (cabecera)' })).toHaveFocus();
  });
});
