import { minidenticon } from 'minidenticons';
import { Avatar as RadixAvatar } from 'radix-ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { getInitials } from './get-initials';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';
const pixels = { sm: 32, md: 40, lg: 56, xl: 96 } satisfies Record<AvatarSize, number>;

export interface AvatarProps {
  /** Photo URL; initials show while it loads and if it fails. */
  src?: string | null;
  /** Person's name: the image's alt text and the source of the initials. */
  name?: string | null;
  /**
   * The person's user id: without a photo they get a pattern drawn from it (minidenticons), the
   * same in every list, card and chat; initials only when the id is unknown.
   */
  userId?: string | null;
  size?: AvatarSize;
  /**
   * The name is written beside the avatar (a table's cell, a card): the picture then says nothing
   * more to a screen reader, which would otherwise read the name twice.
   */
  decorative?: boolean;
  /**
   * The photo at a size (shared-auth's `resizedPhotoUrl`): the avatar downloads twice its size, for
   * sharp screens, instead of the upload (up to 1600 px); the upload if no rendition comes.
   */
  resize?: (src: string, width: number, height: number) => string;
  className?: string;
}

/**
 * Uploads whose rendition failed (a hosted plan without image transformations), remembered for the
 * page's life: a chat shows one sender many times, and each avatar of them would otherwise pay a
 * failed request before showing the upload.
 */
const unresizable = new Set<string>();

export function Avatar({
  src,
  name,
  userId,
  size = 'md',
  decorative = false,
  resize,
  className,
}: AvatarProps) {
  const label = decorative ? null : name;
  const pattern = useMemo(
    () => (userId ? `data:image/svg+xml;utf8,${encodeURIComponent(minidenticon(userId))}` : null),
    [userId],
  );
  // Re-renders this avatar once its rendition has failed; the others read the set when they render.
  const [, noteFailure] = useState(0);
  const px = pixels[size];
  const shown = src && resize && !unresizable.has(src) ? resize(src, 2 * px, 2 * px) : src;
  return (
    <Root className={className} $px={px}>
      {shown && (
        <Image
          src={shown}
          alt={label ?? ''}
          onLoadingStatusChange={(status) => {
            if (status !== 'error' || !src || shown === src) return;
            unresizable.add(src);
            noteFailure((failures) => failures + 1);
          }}
        />
      )}
      <Fallback
        $pattern={pattern !== null}
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      >
        {pattern ? <Pattern src={pattern} alt="" /> : getInitials(name)}
      </Fallback>
    </Root>
  );
}

const Root = styled(RadixAvatar.Root)<{ $px: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $px }) => $px}px;
  height: ${({ $px }) => $px}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primarySoftHover};
  font-size: ${({ $px }) => Math.round($px * 0.4)}px;
  user-select: none;
`;

const Image = styled(RadixAvatar.Image)`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Fallback = styled(RadixAvatar.Fallback)<{ $pattern: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primaryActive};
  line-height: 1;
  background: ${({ theme, $pattern }) => ($pattern ? theme.colors.surfaceMuted : 'transparent')};
`;

// A plain <img> (not Radix's Image): it is part of the fallback, shown whenever the photo is not.
const Pattern = styled.img`
  width: 100%;
  height: 100%;
`;
