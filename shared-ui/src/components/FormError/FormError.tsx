import styled from 'styled-components';

/**
 * Why the server refused a whole form (not one field): shown inside the form until its next
 * submit. Focusable from script (tabIndex -1), so the form moves focus to it once the refusal
 * comes back and a screen reader reads it there; no live role, which would read it twice.
 */
export const FormError = styled.p.attrs({ tabIndex: -1 })`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.destructiveText};
`;
