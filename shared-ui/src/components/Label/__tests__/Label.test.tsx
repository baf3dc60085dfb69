import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { Input } from '../../Input/Input';
import { Label } from '../Label';

describe('Label', () => {
  it('names its control and focuses it when clicked', async () => {
    renderWithTheme(
      <>
        <Label htmlFor="city">Ciudad</Label>
        <Input id="city" />
      </>,
    );
    const input = screen.getByLabelText('Ciudad');
    await userEvent.click(screen.getByText('Ciudad'));
    expect(input).toHaveFocus();
  });
});
