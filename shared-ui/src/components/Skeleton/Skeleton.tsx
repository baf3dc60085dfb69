import type { ComponentPropsWithRef } from 'react';
import styled, { keyframes } from 'styled-components';

export interface SkeletonProps extends ComponentPropsWithRef<'div'> {
  /** CSS length or px; defaults to the full width. */
  width?: string | number;
  /** CSS length or px; defaults to one line of text. */
  height?: string | number;
  /** Round, for avatar placeholders. */
  circle?: boolean;
}

const toLength = (value: string | number | undefined, fallback: string) =>
  value === undefined ? fallback : typeof value === 'number' ? `${value}px` : value;

/**
 * Grey placeholder in the shape of content that is loading. Hidden from screen readers: pair a
 * list of skeletons with a Spinner or an aria-busy region that says what is loading.
 */
export function Skeleton({ width, height, circle = false, ...props }: SkeletonProps) {
  return (
    <Shape
      aria-hidden
      $width={toLength(width, '100%')}
      $height={toLength(height, '1em')}
      $circle={circle}
      {...props}
    />
  );
}

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const Shape = styled.div<{ $width: string; $height: string; $circle: boolean }>`
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $circle }) => ($circle ? theme.radii.full : theme.radii.sm)};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.skeleton} 25%,
    ${({ theme }) => theme.colors.skeletonHighlight} 50%,
    ${({ theme }) => theme.colors.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.5s ease-in-out infinite;
`;
