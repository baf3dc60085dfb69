import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderWithTheme } from '../../../test/render';
import { LazySelect } from '../LazySelect';

const sorts = [
  { value: 'recientes', label: 'Más recientes' },
  { value: 'precio-asc', label: 'Precio: de menor a mayor' },
];

function Sort({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('recientes');
  return (
    <LazySelect
      aria-label="Ordenar por"
      options={sorts}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

// The real Select arrives by dynamic import, which a loaded machine can take seconds to transform.
describe('LazySelect', { timeout: 30_000 }, () => {
  it('shows the chosen label at once, named, without axe violations', async () => {
    renderWithTheme(<Sort onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveTextContent(
      'Más recientes',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('opens the real list when pressed, and choosing an option reports it', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Sort onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Precio: de menor a mayor' }, { timeout: 15_000 }),
    );
    expect(onChange).toHaveBeenCalledWith('precio-asc');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveTextContent(
      'Precio: de menor a mayor',
    );
  });

  it('opens from the keyboard, keeping the focus on the control', async () => {
    renderWithTheme(<Sort onChange={() => {}} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('listbox', undefined, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveFocus(),
    );
  });
});
