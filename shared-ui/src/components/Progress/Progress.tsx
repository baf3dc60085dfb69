import { Progress as RadixProgress } from 'radix-ui';
import styled from 'styled-components';

export interface ProgressProps {
  /** Current value from 0 to `max`; null means indeterminate. */
  value: number | null;
  max?: number;
  /** Accessible name of the bar. */
  label?: string;
  className?: string;
}

/** Progress bar with role="progressbar" (Radix). */
export function Progress({ value, max = 100, label = 'Progreso', className }: ProgressProps) {
  const clamped = value === null ? null : Math.min(Math.max(value, 0), max);
  return (
    <Root value={clamped} max={max} aria-label={label} className={className}>
      <Indicator style={{ transform: `translateX(-${100 - ((clamped ?? 0) / max) * 100}%)` }} />
    </Root>
  );
}

const Root = styled(RadixProgress.Root)`
  position: relative;
  width: 100%;
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceHover};
  transform: translateZ(0);
`;

const Indicator = styled(RadixProgress.Indicator)`
  width: 100%;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: transform ${({ theme }) => theme.transitions.slow};
`;
