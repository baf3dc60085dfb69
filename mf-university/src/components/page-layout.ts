import styled from 'styled-components';

// Layout pieces shared by this remote's pages.

/** A row of filters that wraps on narrow screens. */
export const FilterBar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

/** Responsive grid of cards. */
export const CardGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;
