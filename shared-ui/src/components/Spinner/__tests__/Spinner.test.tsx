import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { Spinner } from '../Spinner';

describe('Spinner', () => {
  it("is a status that says 'Cargando…' by default", () => {
    renderWithTheme(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  });

  it('announces a custom label, optionally visible', () => {
    renderWithTheme(<Spinner label="Cargando novedades..." showLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando novedades...');
    expect(screen.getByText('Cargando novedades...')).toBeVisible();
  });

  it('is purely decorative with an empty label', () => {
    renderWithTheme(<Spinner label="" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
