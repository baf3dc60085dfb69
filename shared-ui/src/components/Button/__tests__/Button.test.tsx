import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { Button } from '../Button';

describe('Button', () => {
  it('is a type="button" that calls onClick', async () => {
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Guardar</Button>);
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('keeps type="submit" when asked', () => {
    renderWithTheme(<Button type="submit">Enviar</Button>);
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveAttribute('type', 'submit');
  });

  it('does nothing while disabled or loading', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <>
        <Button disabled onClick={onClick}>
          Desactivado
        </Button>
        <Button loading onClick={onClick}>
          Guardando
        </Button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Desactivado' }));
    const loading = screen.getByRole('button', { name: 'Guardando' });
    await userEvent.click(loading);
    expect(onClick).not.toHaveBeenCalled();
    expect(loading).toBeDisabled();
    expect(loading).toHaveAttribute('aria-busy', 'true');
  });

  it('renders its child with the button look when asChild (e.g. a link)', () => {
    renderWithTheme(
      <Button asChild variant="outline">
        <a href="/alojamiento">Ver alojamientos</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Ver alojamientos' });
    expect(link).toHaveAttribute('href', '/alojamiento');
    expect(link).not.toHaveAttribute('type');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives each variant its own styles', () => {
    renderWithTheme(
      <>
        <Button variant="primary">A</Button>
        <Button variant="destructive">B</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'A' }).className).not.toBe(
      screen.getByRole('button', { name: 'B' }).className,
    );
  });
});
