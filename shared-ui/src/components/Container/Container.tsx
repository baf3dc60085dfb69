import styled from 'styled-components';
import { media } from '../../theme/media';

/** Centred page column (max 1200 px) with the app's side padding; every page wraps its content in it. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.container};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[4]};
  ${media.md`padding-inline: 1.5rem;`}
  ${media.lg`padding-inline: 2rem;`}
`;
