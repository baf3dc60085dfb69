import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { VisuallyHidden } from '../VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps the text in the accessibility tree but clips it off screen', () => {
    renderWithTheme(
      <button type="button">
        <span aria-hidden>♥</span>
        <VisuallyHidden>Añadir a favoritos</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Añadir a favoritos' })).toBeInTheDocument();
    expect(screen.getByText('Añadir a favoritos')).toHaveStyle({
      position: 'absolute',
      width: '1px',
      height: '1px',
    });
  });
});
