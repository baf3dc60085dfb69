import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../../../test/render';
import { HomePage } from '../home-page';

describe('HomePage', () => {
  it('greets with the tagline and both calls to action', () => {
    renderInShell(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tu vida universitaria, simplificada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regístrate Gratis' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Buscar Alojamiento' })).toHaveAttribute(
      'href',
      '/alojamiento',
    );
  });

  it.each([
    ['Notas de Corte', '/notas-corte'],
    ['Alojamiento', '/alojamiento'],
    ['RoomieMatch', '/roomie-match'],
  ])('has a %s feature card linking to %s', (title, href) => {
    renderInShell(<HomePage />);
    const heading = screen.getByRole('heading', { level: 3, name: title });
    expect(heading.closest('a')).toHaveAttribute('href', href);
  });

  it('explains how it works in three steps', () => {
    renderInShell(<HomePage />);
    const section = screen.getByRole('region', { name: '¿Cómo funciona?' });
    const steps = within(section).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Regístrate',
      'Explora',
      'Conecta',
    ]);
  });
});
