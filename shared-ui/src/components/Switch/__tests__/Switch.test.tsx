import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { Switch } from '../Switch';

describe('Switch', () => {
  it('is a labelled switch that toggles', async () => {
    const onCheckedChange = vi.fn();
    renderWithTheme(<Switch label="Busco compañero de piso" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Busco compañero de piso' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(control);
    expect(control).toHaveAttribute('aria-checked', 'true');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });

  it('ignores clicks when disabled', async () => {
    renderWithTheme(<Switch aria-label="Visitas" disabled />);
    await userEvent.click(screen.getByRole('switch', { name: 'Visitas' }));
    expect(screen.getByRole('switch', { name: 'Visitas' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });
});
