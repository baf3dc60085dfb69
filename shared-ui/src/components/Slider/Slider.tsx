import type { ComponentPropsWithRef } from 'react';
import { Slider as RadixSlider } from 'radix-ui';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export interface SliderProps extends Omit<
  ComponentPropsWithRef<typeof RadixSlider.Root>,
  'asChild'
> {
  /** Spoken value for screen readers, e.g. formatEurosPerMonth → '450 €/mes' instead of '450'. */
  formatValue?: (value: number) => string;
  /** Names each thumb; a two-thumb range defaults to 'Mínimo' / 'Máximo'. */
  thumbLabels?: readonly string[];
}

const RANGE_LABELS = ['Mínimo', 'Máximo'] as const;

/**
 * Range input (one thumb per value: `value={[500]}` or `value={[250, 1200]}`). The name and
 * description props go on the thumbs, which are the focusable role="slider" elements.
 */
export function Slider({
  formatValue,
  thumbLabels,
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: SliderProps) {
  const values = props.value ?? props.defaultValue ?? [props.min ?? 0];
  const labels = thumbLabels ?? (values.length === 2 ? RANGE_LABELS : undefined);
  return (
    <Root {...props}>
      <Track>
        <Range />
      </Track>
      {values.map((value, index) => (
        <Thumb
          key={index}
          id={index === 0 ? id : undefined}
          aria-label={labels?.[index] ?? ariaLabel}
          aria-labelledby={labels?.[index] ? undefined : ariaLabelledBy}
          aria-describedby={ariaDescribedBy}
          aria-invalid={ariaInvalid}
          aria-valuetext={formatValue?.(value)}
        />
      ))}
    </Root>
  );
}

const Root = styled(RadixSlider.Root)`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
  height: ${({ theme }) => theme.sizes.touchTarget};
  touch-action: none;
  user-select: none;
  &[data-disabled] {
    opacity: 0.5;
  }
`;

const Track = styled(RadixSlider.Track)`
  position: relative;
  flex-grow: 1;
  height: 6px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const Range = styled(RadixSlider.Range)`
  position: absolute;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;

const Thumb = styled(RadixSlider.Thumb)`
  display: block;
  width: 22px;
  height: 22px;
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.full};
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: grab;
  transition: transform ${({ theme }) => theme.transitions.fast};
  &:hover {
    transform: scale(1.1);
  }
  &:active {
    cursor: grabbing;
  }
  ${focusRing}
`;
