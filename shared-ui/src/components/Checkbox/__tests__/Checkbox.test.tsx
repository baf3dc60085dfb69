import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { Checkbox } from '../Checkbox';

describe('Checkbox', () => {
  it('toggles when its label is clicked', async () => {
    const onCheckedChange = vi.fn();
    renderWithTheme(<Checkbox label="Acepto los términos" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Acepto los términos' });
    expect(checkbox).not.toBeChecked();
    await userEvent.click(screen.getByText('Acepto los términos'));
    expect(checkbox).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });

  it('toggles with the space bar', async () => {
    renderWithTheme(<Checkbox aria-label="Fumador" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Fumador' });
    checkbox.focus();
    await userEvent.keyboard(' ');
    expect(checkbox).toBeChecked();
  });

  it('shows a mixed state', () => {
    renderWithTheme(<Checkbox aria-label="Todas" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: 'Todas' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
  });
});
