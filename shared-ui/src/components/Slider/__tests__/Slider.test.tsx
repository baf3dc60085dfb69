import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatEurosPerMonth } from '../../../format/number';
import { renderWithTheme } from '../../../test/render';
import { Slider } from '../Slider';

describe('Slider', () => {
  it('exposes a named slider with its range and a spoken value', () => {
    renderWithTheme(
      <Slider
        aria-label="Presupuesto"
        value={[500]}
        min={150}
        max={1500}
        step={50}
        formatValue={formatEurosPerMonth}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Presupuesto' });
    expect(slider).toHaveAttribute('aria-valuemin', '150');
    expect(slider).toHaveAttribute('aria-valuemax', '1500');
    expect(slider).toHaveAttribute('aria-valuenow', '500');
    expect(slider).toHaveAttribute('aria-valuetext', '500 €/mes');
  });

  it('moves one step with the arrow keys', () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Slider
        aria-label="Madrugador"
        defaultValue={[5]}
        min={1}
        max={10}
        onValueChange={onValueChange}
      />,
    );
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Madrugador' }), { key: 'ArrowRight' });
    expect(onValueChange).toHaveBeenLastCalledWith([6]);
  });

  it('names the two thumbs of a range in Spanish', () => {
    renderWithTheme(<Slider value={[250, 1200]} min={250} max={1200} step={25} />);
    expect(screen.getByRole('slider', { name: 'Mínimo' })).toHaveAttribute('aria-valuenow', '250');
    expect(screen.getByRole('slider', { name: 'Máximo' })).toHaveAttribute('aria-valuenow', '1200');
  });
});
