import { Button, ImagePicker, ImagePreview, type PreparedImage } from '@univida/shared-ui';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import styled from 'styled-components';
import { MAX_PHOTOS } from '../constants';
import type { ListingPhoto } from '../lib/photo-storage';

interface PhotoEditorProps {
  photos: ListingPhoto[];
  onChange: (photos: ListingPhoto[]) => void;
}

const srcOf = (photo: ListingPhoto) =>
  photo.kind === 'saved' ? photo.url : photo.image.previewUrl;

/**
 * The listing's photos in their order (the first is the card's): pick several at once (checked and
 * resized to ≤ 1600 px by shared-ui's ImagePicker before anything is uploaded), remove, reorder.
 */
export function PhotoEditor({ photos, onChange }: PhotoEditorProps) {
  const move = (from: number, to: number) => {
    const next = [...photos];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo!);
    onChange(next);
  };
  const add = (images: PreparedImage[]) =>
    onChange(
      [...photos, ...images.map((image) => ({ kind: 'new' as const, image }))].slice(0, MAX_PHOTOS),
    );

  return (
    <div role="group" aria-labelledby="photos-label">
      <GroupLabel id="photos-label">
        Fotos ({photos.length} de {MAX_PHOTOS})
      </GroupLabel>
      {photos.length > 0 && (
        <Grid>
          {photos.map((photo, index) => (
            <li key={srcOf(photo)}>
              <ImagePreview
                src={srcOf(photo)}
                alt={`Foto ${index + 1}${index === 0 ? ' (portada)' : ''}`}
                onRemove={() => onChange(photos.filter((_, i) => i !== index))}
                removeLabel={`Quitar la foto ${index + 1}`}
              />
              <Order>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={`Mover la foto ${index + 1} antes`}
                >
                  <ArrowLeft aria-hidden size={16} />
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={index === photos.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={`Mover la foto ${index + 1} después`}
                >
                  <ArrowRight aria-hidden size={16} />
                </Button>
              </Order>
            </li>
          ))}
        </Grid>
      )}
      {photos.length < MAX_PHOTOS && (
        <ImagePicker
          label="Añadir fotos"
          multiple
          onSelect={add}
          hint="PNG o JPG, máximo 5 MB cada una. La primera es la portada."
        />
      )}
    </div>
  );
}

const GroupLabel = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
`;

const Order = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
`;
