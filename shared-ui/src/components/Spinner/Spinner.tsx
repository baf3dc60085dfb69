import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

export interface SpinnerProps {
  /** What is loading, announced to screen readers; '' makes the spinner purely decorative. */
  label?: string;
  /** Also show the label beside the spinner (e.g. 'Cargando novedades...'). */
  showLabel?: boolean;
  /** Diameter in px. */
  size?: number;
  className?: string;
}

/** Loading indicator with role="status", so the label is announced politely. */
export function Spinner({
  label = 'Cargando…',
  showLabel = false,
  size = 24,
  className,
}: SpinnerProps) {
  if (!label) return <Ring aria-hidden $size={size} className={className} />;
  return (
    <Wrapper role="status" className={className}>
      <Ring aria-hidden $size={size} />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Wrapper>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// Reduced motion: GlobalStyle limits animations to one near-instant cycle, so the ring stays
// visible (with its coloured arc) but does not spin.
const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  opacity: 0.8;
  animation: ${spin} 0.7s linear infinite;
`;
