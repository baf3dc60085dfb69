import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { theme } from '../../../theme/theme';
import { Container } from '../Container';

describe('Container', () => {
  it('centres content at the page width', () => {
    const { container } = renderWithTheme(<Container as="main">Contenido</Container>);
    const main = container.querySelector('main');
    expect(main).toHaveTextContent('Contenido');
    expect(main).toHaveStyle({ maxWidth: theme.sizes.container, width: '100%' });
  });
});
