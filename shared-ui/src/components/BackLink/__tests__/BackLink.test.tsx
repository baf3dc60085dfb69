import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { BackLink } from '../BackLink';

describe('<BackLink />', () => {
  it('puts the arrow inside the link it is given, which keeps its own name and address', () => {
    renderWithTheme(
      <BackLink>
        <a href="/eventos?pagina=2">Volver a eventos</a>
      </BackLink>,
    );
    const link = screen.getByRole('link', { name: 'Volver a eventos' });
    expect(link).toHaveAttribute('href', '/eventos?pagina=2');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
