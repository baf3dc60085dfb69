import type { MouseEvent } from 'react';
import styled from 'styled-components';

export const MAIN_CONTENT_ID = 'contenido';

/**
 * The first stop for keyboard users: jumps past the header to the page's content. Hidden until
 * focused. It moves focus itself instead of following "#contenido", so the jump adds no history
 * entry for the router to treat as a navigation.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <Link href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      Saltar al contenido
    </Link>
  );
}

const Link = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndices.skipLink};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transform: translateY(-200%);
  &:focus-visible {
    transform: none;
    outline: 2px solid ${({ theme }) => theme.colors.onPrimary};
    outline-offset: 2px;
  }
`;
