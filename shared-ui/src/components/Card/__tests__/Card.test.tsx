import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { Card } from '../Card';

describe('Card', () => {
  it('composes header, title, description, content and footer', () => {
    renderWithTheme(
      <Card data-testid="card">
        <Card.Header>
          <Card.Title>Piso en Zaragoza</Card.Title>
          <Card.Description>3 habitaciones</Card.Description>
        </Card.Header>
        <Card.Content>Cerca de la universidad</Card.Content>
        <Card.Footer>450 €/mes</Card.Footer>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Piso en Zaragoza' })).toBeInTheDocument();
    expect(screen.getByTestId('card')).toHaveTextContent(
      '3 habitacionesCerca de la universidad450 €/mes',
    );
  });

  it('shows a photo or an icon in its media box, above the content', () => {
    renderWithTheme(
      <Card data-testid="card">
        <Card.Media>
          <img src="/piso.jpg" alt="Salón del piso" />
        </Card.Media>
        <Card.Content>Piso en Zaragoza</Card.Content>
      </Card>,
    );
    const photo = screen.getByRole('img', { name: 'Salón del piso' });
    expect(screen.getByTestId('card').firstElementChild).toContainElement(photo);
    expect(photo.compareDocumentPosition(screen.getByText('Piso en Zaragoza'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('can be a link with asChild', () => {
    renderWithTheme(
      <Card asChild interactive>
        <a href="/alojamiento/1">Piso</a>
      </Card>,
    );
    expect(screen.getByRole('link', { name: 'Piso' })).toHaveAttribute('href', '/alojamiento/1');
  });

  it('lets a title be another heading level via `as`', () => {
    renderWithTheme(<Card.Title as="h2">Resumen</Card.Title>);
    expect(screen.getByRole('heading', { level: 2, name: 'Resumen' })).toBeInTheDocument();
  });
});
