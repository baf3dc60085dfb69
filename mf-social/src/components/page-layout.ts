import { FilterPanel } from '@univida/shared-ui';
import styled from 'styled-components';

// Layout pieces shared by this remote's pages.

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

/** Responsive card grid: one column at 375 px, as many 18rem columns as fit above. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space[5]};
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space[6]};
  list-style: none;
`;

/** The filters above a list: folded on a phone so the first cards show (shared-ui's FilterPanel). */
export const ListFilters = styled(FilterPanel)`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

/** The filters' fields, in a row where they fit. */
export const FilterBar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  align-items: end;
`;

/** A form inside a dialog: its fields one under another. */
export const DialogForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
