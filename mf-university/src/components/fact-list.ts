import styled from 'styled-components';

/** A <dl> of label/value rows (label with an icon on the left, value on the right) for cards. */
export const FactList = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
  }
  dt {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: right;
  }
`;
