import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { Input } from '../Input';

describe('Input', () => {
  it('is a native input that takes typing and native props', async () => {
    renderWithTheme(<Input aria-label="Email" type="email" placeholder="tu@email.com" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'ana@univida.es');
    expect(input).toHaveValue('ana@univida.es');
  });

  it('cannot be typed in when disabled', async () => {
    renderWithTheme(<Input aria-label="Ciudad" disabled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Ciudad' }), 'Zaragoza');
    expect(screen.getByRole('textbox', { name: 'Ciudad' })).toHaveValue('');
  });
});
