import {
  Button,
  ImagePicker,
  ImagePreview,
  useFocusAfterRender,
  type PreparedImage,
} from '@univida/shared-ui';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useId, useRef } from 'react';
import styled from 'styled-components';
import { MAX_PHOTOS } from '../constants';
import type { ListingPhoto } from '../lib/photo-storage';

interface PhotoEditorProps {
  photos: ListingPhoto[];
  onChange: (photos: ListingPhoto[]) => void;
}

const srcOf = (photo: ListingPhoto) =>
  photo.kind === 'saved' ? photo.url : photo.image.previewUrl;
const moveLabel = (index: number, way: 'antes' | 'después') => `Mover la foto ${index + 1} ${way}`;
const removeLabel = (index: number) => `Quitar la foto ${index + 1}`;

/**
 * The listing's photos in their order (the first is the card's): pick several at once (checked and
 * resized to ≤ 1600 px by shared-ui's ImagePicker before anything is uploaded), remove, reorder.
 */
export function PhotoEditor({ photos, onChange }: PhotoEditorProps) {
  // Moving or removing a photo moves, disables or removes the pressed button, and focus fell to
  // <body>: it stays with the moved photo (the way it went, or back once it reaches an end), and
  // after a removal goes to the next photo's 'Quitar', or to 'Añadir fotos' after the last one.
  const group = useRef<HTMLDivElement>(null);
  const addId = useId();
  const focusAfterRender = useFocusAfterRender();
  const button = (label: string) =>
    group.current?.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
  const move = (from: number, to: number) => {
    const next = [...photos];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo!);
    onChange(next);
    const [way, back] =
      to < from ? (['antes', 'después'] as const) : (['después', 'antes'] as const);
    focusAfterRender(() => {
      const onward = button(moveLabel(to, way));
      return onward && !onward.disabled ? onward : button(moveLabel(to, back));
    });
  };
  const remove = (index: number) => {
    onChange(photos.filter((_, i) => i !== index));
    focusAfterRender(() =>
      index < photos.length - 1 ? button(removeLabel(index)) : document.getElementById(addId),
    );
  };
  const add = (images: PreparedImage[]) =>
    onChange(
      [...photos, ...images.map((image) => ({ kind: 'new' as const, image }))].slice(0, MAX_PHOTOS),
    );

  return (
    <div ref={group} role="group" aria-labelledby="photos-label">
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
                onRemove={() => remove(index)}
                removeLabel={removeLabel(index)}
              />
              <Order>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={moveLabel(index, 'antes')}
                >
                  <ArrowLeft aria-hidden size={16} />
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={index === photos.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={moveLabel(index, 'después')}
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
          id={addId}
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
