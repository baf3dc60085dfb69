import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderWithTheme } from '../../../test/render';
import { TextAreaField, TextField } from '../../TextField/TextField';
import { CityControl, SelectControl, SliderControl, SwitchControl } from '../FormControls';

interface Values {
  name: string;
  bio: string;
  city: string | null;
  smoker: boolean;
  budget: number;
}

function Form({ onSubmit, nameError }: { onSubmit: (values: Values) => void; nameError?: string }) {
  const { register, control, handleSubmit } = useForm<Values>({
    defaultValues: { name: 'Ana', bio: '', city: 'Madrid', smoker: false, budget: 300 },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <TextField label="Nombre" required error={nameError} {...register('name')} />
      <TextAreaField label="Sobre ti" {...register('bio')} />
      <SelectControl
        control={control}
        name="city"
        label="Ciudad"
        placeholder="Elige una ciudad"
        emptyValue={null}
        options={[
          { value: '', label: 'Sin ciudad' },
          { value: 'Madrid', label: 'Madrid' },
          { value: 'Zaragoza', label: 'Zaragoza' },
        ]}
      />
      <SwitchControl control={control} name="smoker" label="Fumo" />
      <SliderControl
        control={control}
        name="budget"
        label="Presupuesto"
        range={{ min: 100, max: 1000, step: 50 }}
        format={(value) => `${value} €`}
      />
      <button type="submit">Guardar</button>
    </form>
  );
}

// Radix widgets and axe under user-event are slow on a shared 2-core machine.
describe('form fields bound to react-hook-form', { timeout: 30_000 }, () => {
  it('names every control by its label and announces a text field’s error', async () => {
    renderWithTheme(<Form onSubmit={() => {}} nameError="El nombre es obligatorio." />);
    const name = screen.getByRole('textbox', { name: /Nombre/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('El nombre es obligatorio.');
    expect(screen.getByRole('textbox', { name: 'Sobre ti' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ciudad' })).toHaveTextContent('Madrid');
    expect(screen.getByRole('switch', { name: 'Fumo' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Presupuesto' })).toHaveAttribute(
      'aria-valuetext',
      '300 €',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('submits what was typed, chosen and switched; the empty choice stores emptyValue', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<Form onSubmit={onSubmit} />);
    await userEvent.clear(screen.getByRole('textbox', { name: /Nombre/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Berta');
    await userEvent.type(screen.getByRole('textbox', { name: 'Sobre ti' }), 'Me gusta leer.');
    await userEvent.click(screen.getByRole('switch', { name: 'Fumo' }));
    screen.getByRole('slider', { name: 'Presupuesto' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(screen.getByRole('combobox', { name: 'Ciudad' }));
    await userEvent.click(screen.getByRole('option', { name: 'Zaragoza' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Berta',
      bio: 'Me gusta leer.',
      city: 'Zaragoza',
      smoker: true,
      budget: 350,
    });

    await userEvent.click(screen.getByRole('combobox', { name: 'Ciudad' }));
    await userEvent.click(screen.getByRole('option', { name: 'Sin ciudad' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({ city: null });
  });
});

describe('CityControl', { timeout: 30_000 }, () => {
  function CityForm({
    city,
    current,
    onValueChange,
  }: {
    city: string;
    current?: string;
    onValueChange?: (city: string) => void;
  }) {
    const { control } = useForm<{ city: string }>({ defaultValues: { city } });
    return (
      <CityControl control={control} name="city" current={current} onValueChange={onValueChange} />
    );
  }
  const offered = async () => {
    await userEvent.click(screen.getByRole('combobox', { name: 'Ciudad' }));
    return screen.getAllByRole('option').map((option) => option.textContent);
  };

  it('offers the four cities UniVida covers, none chosen yet', async () => {
    renderWithTheme(<CityForm city="" />);
    expect(screen.getByRole('combobox', { name: 'Ciudad' })).toHaveTextContent('Elige una ciudad');
    expect(await offered()).toEqual(['Valencia', 'Alicante', 'Castellón de la Plana', 'Zaragoza']);
  });

  it('holds the city chosen and tells the form, which may change what depends on it', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<CityForm city="" onValueChange={onValueChange} />);
    await offered();
    await userEvent.click(screen.getByRole('option', { name: 'Zaragoza' }));
    expect(screen.getByRole('combobox', { name: 'Ciudad' })).toHaveTextContent('Zaragoza');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('Zaragoza');
  });

  it('keeps a stored city outside them among the options, so an edit does not drop it', async () => {
    renderWithTheme(<CityForm city="Calle QA 1, Valencia" current="Calle QA 1, Valencia" />);
    expect(screen.getByRole('combobox', { name: 'Ciudad' })).toHaveTextContent(
      'Calle QA 1, Valencia',
    );
    expect(await offered()).toEqual([
      'Valencia',
      'Alicante',
      'Castellón de la Plana',
      'Zaragoza',
      'Calle QA 1, Valencia',
    ]);
  });
});

describe('SelectControl and focus', { timeout: 30_000 }, () => {
  // A wizard's step: its resolver requires the city, Siguiente checks the step's fields.
  function Step() {
    const { control, trigger } = useForm<{ city: string }>({
      defaultValues: { city: '' },
      resolver: async (values): Promise<ResolverResult<{ city: string }>> =>
        values.city
          ? { values, errors: {} }
          : { values: {}, errors: { city: { type: 'required', message: 'Elige una ciudad.' } } },
    });
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void trigger('city', { shouldFocus: true });
        }}
      >
        <CityControl control={control} name="city" />
        <button type="submit">Siguiente</button>
      </form>
    );
  }

  it('a wrong choice found by trigger(…, { shouldFocus }) focuses the select, not the button', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Step />);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Ciudad' })),
    );
    expect(document.activeElement).not.toBe(document.body);
  });
});
