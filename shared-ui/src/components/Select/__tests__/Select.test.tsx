import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { Select, type SelectOption } from '../Select';

const cities: SelectOption[] = [
  { value: '', label: 'Todas las ciudades' },
  { value: 'Madrid', label: 'Madrid' },
  { value: 'Zaragoza', label: 'Zaragoza' },
];

function CityFilter({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('Madrid');
  return (
    <Select
      aria-label="Ciudad"
      options={cities}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Select', () => {
  it('shows the placeholder until something is chosen', () => {
    renderWithTheme(
      <Select
        aria-label="Carrera"
        placeholder="Elige una carrera"
        options={cities.slice(1)}
        value=""
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Carrera' })).toHaveTextContent(
      'Elige una carrera',
    );
  });

  it('opens a listbox and reports the chosen option', async () => {
    const onChange = vi.fn();
    renderWithTheme(<CityFilter onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Ciudad' });
    expect(trigger).toHaveTextContent('Madrid');

    await userEvent.click(trigger);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Todas las ciudades',
      'Madrid',
      'Zaragoza',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Zaragoza' }));
    expect(onChange).toHaveBeenLastCalledWith('Zaragoza');
    expect(trigger).toHaveTextContent('Zaragoza');
  });

  it('supports an option whose value is the empty string', async () => {
    const onChange = vi.fn();
    renderWithTheme(<CityFilter onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Ciudad' }));
    await userEvent.click(screen.getByRole('option', { name: 'Todas las ciudades' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('combobox', { name: 'Ciudad' })).toHaveTextContent(
      'Todas las ciudades',
    );
  });
});
