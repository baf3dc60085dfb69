import styled from 'styled-components';
import { media } from '../../theme/media';

/** Centred page column (max 1200 px) with the app's side padding; every page wraps its content in it. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.container};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.containerPadding.base};
  ${media.md`padding-inline: ${({ theme }) => theme.containerPadding.md};`}
  ${media.lg`padding-inline: ${({ theme }) => theme.containerPadding.lg};`}
`;
