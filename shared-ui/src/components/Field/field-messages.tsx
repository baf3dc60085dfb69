import type { ReactNode } from 'react';
import styled from 'styled-components';

interface FieldMessagesProps {
  hint?: ReactNode;
  hintId?: string;
  /** Announced as it appears (role="alert"). */
  error?: ReactNode;
  errorId?: string;
}

/** The help and error lines under a control; shared by Field and controls that carry their own. */
export function FieldMessages({ hint, hintId, error, errorId }: FieldMessagesProps) {
  return (
    <>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </>
  );
}

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.destructiveText};
`;
