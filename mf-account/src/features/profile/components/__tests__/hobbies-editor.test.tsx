import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UniVidaThemeProvider } from '@univida/shared-ui';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { HobbiesEditor } from '../hobbies-editor';

function Harness({ editing = true }: { editing?: boolean }) {
  const [hobbies, setHobbies] = useState(['Yoga']);
  return (
    <UniVidaThemeProvider>
      <HobbiesEditor value={hobbies} onChange={setHobbies} editing={editing} />
    </UniVidaThemeProvider>
  );
}

const chips = () => screen.getAllByRole('listitem').map((item) => item.textContent);

// Rendering the real Radix widgets under user-event is slow on a shared 2-core machine.
describe('HobbiesEditor', { timeout: 30_000 }, () => {
  it('adds a hobby with Enter or +, only when non-empty and new', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Nueva afición');
    await user.type(input, 'Cine{Enter}');
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Añadir afición' }));
    expect(chips()).toEqual(['Yoga', 'Cine']);
    await user.clear(input);
    await user.type(input, ' Yoga {Enter}');
    expect(chips()).toEqual(['Yoga', 'Cine']);
    await user.clear(input);
    await user.type(input, 'Surf');
    await user.click(screen.getByRole('button', { name: 'Añadir afición' }));
    expect(chips()).toEqual(['Yoga', 'Cine', 'Surf']);
  });

  it('removes a hobby', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Quitar Yoga' }));
    expect(screen.getByText('Sin aficiones todavía.')).toBeInTheDocument();
  });

  it('offers no editing outside edit mode', () => {
    render(<Harness editing={false} />);
    expect(screen.queryByLabelText('Nueva afición')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar Yoga' })).not.toBeInTheDocument();
  });
});
