import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { Textarea } from '../Textarea';

describe('Textarea', () => {
  it('takes multi-line text', async () => {
    renderWithTheme(<Textarea aria-label="Biografía" rows={4} />);
    const textarea = screen.getByRole('textbox', { name: 'Biografía' });
    expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'Hola{enter}Soy Ana');
    expect(textarea).toHaveValue('Hola\nSoy Ana');
  });
});
