import { Star } from 'lucide-react';
import { useState } from 'react';
import { RadioGroup } from 'radix-ui';
import styled, { css } from 'styled-components';
import { RATING_MAX } from '../../constants';
import { formatSpokenRating } from '../../format/number';
import { focusRing } from '../../theme/mixins';

export type StarRatingSize = 'sm' | 'md' | 'lg';
const starPx = { sm: 16, md: 20, lg: 28 } satisfies Record<StarRatingSize, number>;

export interface StarRatingProps {
  /** 0–5; the display may be fractional (4.5 fills half a star), input values are whole. */
  value: number;
  /** Makes it an input: a radio group of 1–5 stars, arrow keys change the value. */
  onChange?: (value: number) => void;
  /** Forces the display even when onChange is given (e.g. while saving). */
  readOnly?: boolean;
  size?: StarRatingSize;
  /** Accessible name: the display reads '<label>: 4,5 de 5'. */
  label?: string;
  className?: string;
  /** What Field hands its control, so the input's error is read with it. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);
const starLabel = (count: number) => (count === 1 ? '1 estrella' : `${count} estrellas`);

/** Star rating: a read-only display, or a 1–5 input when `onChange` is given. */
export function StarRating({
  value,
  onChange,
  readOnly = false,
  size = 'md',
  label = 'Valoración',
  className,
  ...field
}: StarRatingProps) {
  const px = starPx[size];
  if (!onChange || readOnly) {
    return (
      <Display
        role="img"
        aria-label={`${label}: ${formatSpokenRating(value)} de ${RATING_MAX}`}
        className={className}
      >
        {STARS.map((star) => (
          <PartialStar key={star} px={px} fill={Math.min(Math.max(value - star + 1, 0), 1)} />
        ))}
      </Display>
    );
  }
  return (
    <StarInput
      value={value}
      onChange={onChange}
      px={px}
      label={label}
      className={className}
      field={field}
    />
  );
}

function StarInput({
  value,
  onChange,
  px,
  label,
  className,
  field,
}: {
  value: number;
  onChange: (value: number) => void;
  px: number;
  label: string;
  className?: string;
  field: Pick<StarRatingProps, 'id' | 'aria-invalid' | 'aria-describedby'>;
}) {
  // Hovering previews the rating the click would give.
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value;
  return (
    <Group
      {...field}
      aria-label={label}
      orientation="horizontal"
      value={value > 0 ? String(Math.round(value)) : ''}
      onValueChange={(next) => onChange(Number(next))}
      onPointerLeave={() => setHovered(null)}
      className={className}
    >
      {STARS.map((star) => (
        <StarButton
          key={star}
          value={String(star)}
          aria-label={starLabel(star)}
          onPointerEnter={() => setHovered(star)}
        >
          <StyledStar aria-hidden size={px} $filled={star <= shown} />
        </StarButton>
      ))}
    </Group>
  );
}

function PartialStar({ px, fill }: { px: number; fill: number }) {
  return (
    <StarBox $px={px}>
      <StyledStar aria-hidden size={px} $filled={false} />
      {fill > 0 && (
        <FilledPart style={{ width: `${fill * 100}%` }}>
          <StyledStar aria-hidden size={px} $filled />
        </FilledPart>
      )}
    </StarBox>
  );
}

const StyledStar = styled(Star)<{ $filled: boolean }>`
  flex-shrink: 0;
  transition: color ${({ theme }) => theme.transitions.fast};
  ${({ $filled, theme }) =>
    $filled
      ? css`
          color: ${theme.colors.star};
          fill: ${theme.colors.star};
        `
      : css`
          color: ${theme.colors.starEmpty};
          fill: none;
        `}
`;

const Display = styled.span`
  display: inline-flex;
  gap: 2px;
  vertical-align: middle;
`;

const StarBox = styled.span<{ $px: number }>`
  position: relative;
  display: inline-block;
  width: ${({ $px }) => $px}px;
  height: ${({ $px }) => $px}px;
`;

const FilledPart = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  overflow: hidden;
`;

const Group = styled(RadioGroup.Root)`
  display: inline-flex;
`;

// Each star is a 44 px touch target even when the icon is small.
const StarButton = styled(RadioGroup.Item)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  cursor: pointer;
  &:hover svg {
    transform: scale(1.12);
  }
  svg {
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
  ${focusRing}
`;
