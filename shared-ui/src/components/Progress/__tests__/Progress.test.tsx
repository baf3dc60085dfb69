import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { Progress } from '../Progress';

describe('Progress', () => {
  it('is a named progressbar with its value', () => {
    renderWithTheme(<Progress value={40} label="Progreso del registro" />);
    const bar = screen.getByRole('progressbar', { name: 'Progreso del registro' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('clamps values outside 0–max', () => {
    renderWithTheme(<Progress value={140} />);
    expect(screen.getByRole('progressbar', { name: 'Progreso' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('can be indeterminate', () => {
    renderWithTheme(<Progress value={null} />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  });
});
