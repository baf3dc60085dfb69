import { Avatar as RadixAvatar } from 'radix-ui';
import styled from 'styled-components';
import { getInitials } from './get-initials';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';
const pixels = { sm: 32, md: 40, lg: 56, xl: 96 } satisfies Record<AvatarSize, number>;

export interface AvatarProps {
  /** Photo URL; initials show while it loads and if it fails. */
  src?: string | null;
  /** Person's name: the image's alt text and the source of the initials. */
  name?: string | null;
  size?: AvatarSize;
  className?: string;
}

export function Avatar({ src, name, size = 'md', className }: AvatarProps) {
  return (
    <Root className={className} $px={pixels[size]}>
      {src && <Image src={src} alt={name ?? ''} />}
      <Fallback {...(name ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}>
        {getInitials(name)}
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

const Fallback = styled(RadixAvatar.Fallback)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primaryActive};
  line-height: 1;
`;
