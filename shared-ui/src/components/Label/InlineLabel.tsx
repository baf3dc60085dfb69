import type { ReactNode } from 'react';
import styled from 'styled-components';

interface InlineLabelProps {
  /** The id of the control the label names. */
  htmlFor: string;
  label: ReactNode;
  className?: string;
  /** The control itself (a checkbox, a switch), placed before its label. */
  children: ReactNode;
}

/** A small control with its label beside it; the row is at least a touch target high. */
export function InlineLabel({ htmlFor, label, className, children }: InlineLabelProps) {
  return (
    <Row className={className}>
      {children}
      <label htmlFor={htmlFor}>{label}</label>
    </Row>
  );
}

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  label {
    cursor: pointer;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;
