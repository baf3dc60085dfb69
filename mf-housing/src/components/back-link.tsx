import { Link } from '@univida/shared-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** 'Volver a …' above a detail page: the arrow beside the text (an icon alone is a block). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Back to={to}>
      <ArrowLeft aria-hidden size={16} />
      {children}
    </Back>
  );
}

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-block: ${({ theme }) => theme.space[3]};
`;
