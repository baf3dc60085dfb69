import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { Button } from '../../Button/Button';
import { PageHeader } from '../PageHeader';

describe('PageHeader', () => {
  it("renders the page's h1, subtitle and actions", () => {
    renderWithTheme(
      <PageHeader
        title="Eventos"
        subtitle="Planes con otros estudiantes"
        actions={<Button>Crear evento</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Eventos' })).toBeInTheDocument();
    expect(screen.getByText('Planes con otros estudiantes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear evento' })).toBeInTheDocument();
  });

  it('renders just the title when that is all there is', () => {
    renderWithTheme(<PageHeader title="Favoritos" />);
    expect(screen.getByRole('banner')).toHaveTextContent(/^Favoritos$/);
  });
});
