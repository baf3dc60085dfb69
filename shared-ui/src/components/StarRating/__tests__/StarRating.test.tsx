import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderWithTheme } from '../../../test/render';
import { StarRating } from '../StarRating';

function RateSpot({ onChange }: { onChange: (value: number) => void }) {
  const [value, setValue] = useState(0);
  return (
    <StarRating
      label="Tu valoración"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('StarRating display', () => {
  it('reads the rating with a decimal comma', () => {
    renderWithTheme(<StarRating value={4.5} />);
    expect(screen.getByRole('img', { name: 'Valoración: 4,5 de 5' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('stays a display when readOnly even with onChange', () => {
    renderWithTheme(<StarRating value={3} onChange={vi.fn()} readOnly label="Media" />);
    expect(screen.getByRole('img', { name: 'Media: 3 de 5' })).toBeInTheDocument();
  });
});

describe('StarRating input', () => {
  it('is a radio group of five stars with Spanish labels', () => {
    renderWithTheme(<RateSpot onChange={vi.fn()} />);
    expect(screen.getByRole('radiogroup', { name: 'Tu valoración' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 estrella',
      '2 estrellas',
      '3 estrellas',
      '4 estrellas',
      '5 estrellas',
    ]);
    expect(
      screen.getAllByRole('radio').every((radio) => radio.getAttribute('aria-checked') === 'false'),
    ).toBe(true);
  });

  it('sets the rating on click', async () => {
    const onChange = vi.fn();
    renderWithTheme(<RateSpot onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '4 estrellas' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 estrellas' })).toBeChecked();
  });

  it('changes the rating with the arrow keys', async () => {
    const onChange = vi.fn();
    renderWithTheme(<RateSpot onChange={onChange} />);
    // Radix moves focus a tick after keydown and selects only while the key is still down,
    // as in a browser; user-event would otherwise release the key before that tick.
    const press = async (key: string, expected: number) => {
      await userEvent.keyboard(`{${key}>}`);
      await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expected));
      await userEvent.keyboard(`{/${key}}`);
    };
    await userEvent.click(screen.getByRole('radio', { name: '2 estrellas' }));
    await press('ArrowRight', 3);
    expect(screen.getByRole('radio', { name: '3 estrellas' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '3 estrellas' })).toBeChecked();
    await press('ArrowLeft', 2);
    await press('ArrowLeft', 1);
  });

  it('has no axe violations, as input or display', async () => {
    renderWithTheme(
      <>
        <RateSpot onChange={vi.fn()} />
        <StarRating value={4.5} />
      </>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
