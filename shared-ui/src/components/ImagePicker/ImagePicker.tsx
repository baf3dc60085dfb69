import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { ImagePlus } from 'lucide-react';
import styled from 'styled-components';
import { Button, type ButtonVariant } from '../Button/Button';
import type { FieldControlProps } from '../Field/Field';
import { ACCEPTED_IMAGE_TYPES } from '../../image-upload/detect-image-type';
import { IMAGE_DECODE_ERROR } from '../../image-upload/image-constraints';
import { FieldMessages } from '../Field/field-messages';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import {
  ImageValidationError,
  prepareImage,
  type PreparedImage,
} from '../../image-upload/prepare-image';

export interface ImagePickerProps extends FieldControlProps {
  /** The button's text. */
  label?: string;
  /** Lets the user pick several pictures at once (listing photos). */
  multiple?: boolean;
  /** Receives the accepted pictures, checked and scaled, in the order they were picked. */
  onSelect: (images: PreparedImage[]) => void;
  /** Receives the Spanish reason when a picked file is refused; it is also shown under the button. */
  onError?: (message: string) => void;
  disabled?: boolean;
  variant?: ButtonVariant;
  /** What may be picked, shown under the button. */
  hint?: ReactNode;
}

/**
 * A styled Spanish button that opens the file chooser for PNG or JPG pictures (no native 'Choose
 * File' control), checks each file's real type and size and scales it before handing it over.
 * The file input itself is hidden from everyone; the button is what keyboards and screen readers use.
 */
export function ImagePicker({
  label = 'Seleccionar imagen',
  multiple = false,
  onSelect,
  onError,
  disabled,
  variant = 'outline',
  hint = 'PNG o JPG, máximo 5 MB',
  id,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  'aria-required': required,
}: ImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const baseId = useId();
  const textId = `${baseId}-text`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  // A button cannot be aria-required (axe: aria-allowed-attr): a required picker says so in its
  // description instead, as the label's asterisk does on screen.
  const requiredId = `${baseId}-required`;

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again still fires a change.
    event.target.value = '';
    if (files.length === 0) return;
    setPreparing(true);
    setError(null);
    const results = await Promise.allSettled(files.map(prepareImage));
    setPreparing(false);
    const accepted: PreparedImage[] = [];
    const problems: string[] = [];
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') accepted.push(result.value);
      else {
        const reason =
          result.reason instanceof ImageValidationError
            ? result.reason.message
            : IMAGE_DECODE_ERROR;
        problems.push(files.length > 1 ? `${files[index]?.name}: ${reason}` : reason);
      }
    });
    if (problems.length > 0) {
      const message = problems.join(' ');
      setError(message);
      onError?.(message);
    }
    if (accepted.length > 0) onSelect(accepted);
  }

  return (
    <Wrapper>
      <HiddenInput
        ref={inputRef}
        type="file"
        accept={Object.keys(ACCEPTED_IMAGE_TYPES).join(',')}
        multiple={multiple}
        tabIndex={-1}
        aria-hidden
        onChange={handleChange}
      />
      <Button
        id={id}
        variant={variant}
        loading={preparing}
        disabled={disabled}
        aria-labelledby={labelledBy ? `${labelledBy} ${textId}` : undefined}
        aria-describedby={
          [
            describedBy,
            required ? requiredId : undefined,
            hint ? hintId : undefined,
            error ? errorId : undefined,
          ]
            .filter(Boolean)
            .join(' ') || undefined
        }
        aria-invalid={invalid || Boolean(error) || undefined}
        onClick={() => inputRef.current?.click()}
      >
        <ImagePlus size={18} aria-hidden />
        <span id={textId}>{label}</span>
      </Button>
      {required && <VisuallyHidden id={requiredId}>Obligatorio.</VisuallyHidden>}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
`;

const HiddenInput = styled.input`
  display: none;
`;
