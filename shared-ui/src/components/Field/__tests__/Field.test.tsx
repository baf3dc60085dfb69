import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderWithTheme } from '../../../test/render';
import { Input } from '../../Input/Input';
import { Slider } from '../../Slider/Slider';
import { Textarea } from '../../Textarea/Textarea';
import { Field } from '../Field';

describe('Field', () => {
  it('labels the control and describes it with the hint', () => {
    renderWithTheme(
      <Field label="Email" hint="Nunca lo compartimos">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('Nunca lo compartimos');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and announces the error', () => {
    renderWithTheme(
      <Field label="Contraseña" error="La contraseña debe tener al menos 6 caracteres" required>
        <Input type="password" />
      </Field>,
    );
    const input = screen.getByLabelText(/Contraseña/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('La contraseña debe tener al menos 6 caracteres');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La contraseña debe tener al menos 6 caracteres',
    );
  });

  it('keeps an id the control already has and its own description', () => {
    renderWithTheme(
      <>
        <p id="extra">Máximo 500 caracteres</p>
        <Field label="Biografía" hint="Cuéntanos algo">
          <Textarea id="bio" aria-describedby="extra" />
        </Field>
      </>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Biografía' });
    expect(textarea).toHaveAttribute('id', 'bio');
    expect(textarea).toHaveAccessibleDescription('Máximo 500 caracteres Cuéntanos algo');
  });

  it('names controls a <label for> cannot reach, such as a slider', () => {
    renderWithTheme(
      <Field label="Presupuesto">
        <Slider value={[500]} min={150} max={1500} step={50} />
      </Field>,
    );
    expect(screen.getByRole('slider', { name: 'Presupuesto' })).toBeInTheDocument();
  });

  it('has no axe violations, with or without an error', async () => {
    renderWithTheme(
      <form>
        <Field label="Nombre" hint="Como aparecerá en tu perfil">
          <Input />
        </Field>
        <Field label="Ciudad" error="Elige una ciudad">
          <Input />
        </Field>
      </form>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
