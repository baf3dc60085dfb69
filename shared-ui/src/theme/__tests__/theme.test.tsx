import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { media } from '../media';
import { theme } from '../theme';
import { UniVidaThemeProvider } from '../UniVidaThemeProvider';

const Probe = styled.p`
  color: ${({ theme: t }) => t.colors.primary};
  ${media.md`color: ${({ theme: t }) => t.colors.accent};`}
`;

describe('theme', () => {
  it('reaches styled components through UniVidaThemeProvider', () => {
    render(
      <UniVidaThemeProvider>
        <Probe>Hola</Probe>
      </UniVidaThemeProvider>,
    );
    expect(screen.getByText('Hola')).toHaveStyle({ color: 'rgb(79, 70, 229)' });
  });

  it('writes mobile-first media queries from the breakpoints, with theme access inside', () => {
    render(
      <UniVidaThemeProvider>
        <Probe>Hola</Probe>
      </UniVidaThemeProvider>,
    );
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('');
    expect(css).toContain(`@media (min-width: ${theme.breakpoints.md}px)`);
    expect(css).toContain(`color:${theme.colors.accent}`);
  });

  it('turns motion off for users who prefer reduced motion', () => {
    render(<UniVidaThemeProvider>x</UniVidaThemeProvider>);
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('');
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: ?reduce\)\{[^}]*animation-duration:0\.01ms ?!important/,
    );
  });
});
