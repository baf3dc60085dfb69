import styled from 'styled-components';

// Layout pieces shared by this remote's pages.

/** Filters beside the results on wide screens, above them on narrow ones. */
export const SidebarLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => `@media (min-width: ${theme.breakpoints.lg}px) { grid-template-columns: 280px 1fr; }`}
`;

/** Responsive grid of cards. */
export const CardGrid = styled.div`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
`;
