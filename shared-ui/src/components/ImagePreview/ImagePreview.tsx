import { X } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../Button/Button';

export interface ImagePreviewProps {
  src: string;
  /** Describes the picture for screen readers, e.g. 'Vista previa de la imagen'. */
  alt: string;
  /** Shows a remove button when given. */
  onRemove?: () => void;
  removeLabel?: string;
  className?: string;
}

/** The picked picture as it will be uploaded, with an optional button to take it out. */
export function ImagePreview({
  src,
  alt,
  onRemove,
  removeLabel = 'Quitar imagen',
  className,
}: ImagePreviewProps) {
  return (
    <Frame className={className}>
      <Picture src={src} alt={alt} />
      {onRemove && (
        <RemoveButton variant="secondary" size="icon" aria-label={removeLabel} onClick={onRemove}>
          <X size={18} aria-hidden />
        </RemoveButton>
      )}
    </Frame>
  );
}

const Frame = styled.figure`
  position: relative;
  width: 100%;
  max-width: 320px;
  margin: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
`;

const RemoveButton = styled(Button)`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
`;
