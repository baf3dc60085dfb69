import { screen } from '@testing-library/react';
import { Heart } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { Button } from '../../Button/Button';
import { EmptyState } from '../EmptyState';

describe('EmptyState', () => {
  it('says why the list is empty and offers the next step', () => {
    renderWithTheme(
      <EmptyState
        icon={<Heart />}
        title="Aún no tienes favoritos"
        description="Guarda alojamientos para verlos aquí."
        action={<Button>Explorar alojamientos</Button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Aún no tienes favoritos' })).toBeInTheDocument();
    expect(screen.getByText('Guarda alojamientos para verlos aquí.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Explorar alojamientos' })).toBeInTheDocument();
  });

  it('needs only a title', () => {
    const { container } = renderWithTheme(<EmptyState title="No hay eventos" />);
    expect(container).toHaveTextContent(/^No hay eventos$/);
  });
});
