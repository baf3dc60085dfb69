import { Label as RadixLabel } from 'radix-ui';
import styled from 'styled-components';

/** Form label (Radix: clicking it focuses the control, double-click does not select its text). */
export const Label = styled(RadixLabel.Root)`
  display: inline-block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;
