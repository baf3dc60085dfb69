import { ArrowLeft } from 'lucide-react';
import { Slot } from 'radix-ui';
import type { ReactElement } from 'react';
import styled from 'styled-components';

/**
 * 'Volver a …' above a detail page, around the router's link it is given (shared-ui knows no
 * router): the arrow goes inside that link, beside its text, so both are one target.
 */
export function BackLink({ children }: { children: ReactElement }) {
  return (
    <Back>
      <ArrowLeft aria-hidden size={16} />
      <Slot.Slottable>{children}</Slot.Slottable>
    </Back>
  );
}

const Back = styled(Slot.Root)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-block: ${({ theme }) => theme.space[3]};
`;
