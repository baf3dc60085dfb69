import { css, type Interpolation, type RuleSet } from 'styled-components';
import { theme, type Breakpoint } from './theme';

type MediaHelper = (
  strings: TemplateStringsArray,
  ...interpolations: Interpolation<object>[]
) => RuleSet<object>;

const minWidth =
  (px: number): MediaHelper =>
  (strings, ...interpolations) => css`
    @media (min-width: ${px}px) {
      ${css(strings, ...interpolations)}
    }
  `;

/** Mobile-first media queries: media.md`padding: 2rem;` applies from the `md` breakpoint up. */
export const media = Object.fromEntries(
  Object.entries(theme.breakpoints).map(([name, px]) => [name, minWidth(px)]),
) as Record<Breakpoint, MediaHelper>;
