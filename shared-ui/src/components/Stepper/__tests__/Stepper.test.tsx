import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { Stepper } from '../Stepper';

const steps = ['Cuenta', 'Datos', 'Estudios', 'Estilo de vida', 'Preferencias', 'Foto'];

describe('Stepper', () => {
  it("says 'Paso X de N' with the current step's name, 0-based index in", () => {
    renderWithTheme(<Stepper steps={steps} current={1} />);
    expect(screen.getByText(/^Paso 2 de 6/)).toHaveTextContent('Paso 2 de 6: Datos');
  });

  it('marks the current step and the completed ones', () => {
    renderWithTheme(<Stepper steps={steps} current={2} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    expect(items[0]).toHaveTextContent('(completado)');
    expect(items[3]).not.toHaveTextContent('(completado)');
  });

  it('keeps an out-of-range index inside the steps', () => {
    renderWithTheme(<Stepper steps={['Uno', 'Dos', 'Tres']} current={7} />);
    expect(screen.getByText(/^Paso 3 de 3/)).toBeInTheDocument();
  });
});
