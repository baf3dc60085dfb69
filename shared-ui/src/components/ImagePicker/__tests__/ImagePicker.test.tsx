import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Field } from '../../Field/Field';
import { axeViolations } from '../../../test/axe';
import { renderWithTheme } from '../../../test/render';
import { ImagePicker } from '../ImagePicker';
import { ImagePreview } from '../../ImagePreview/ImagePreview';
import type { PreparedImage } from '../../../image-upload/prepare-image';
import {
  installImageDecoding,
  jpegFile,
  pngFile,
} from '../../../image-upload/__tests__/image-bytes';

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('ImagePicker', () => {
  beforeEach(() => {
    installImageDecoding();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is a Spanish button, not the native file control, and opens the chooser from the keyboard', async () => {
    renderWithTheme(<ImagePicker onSelect={() => {}} />);
    const button = screen.getByRole('button', { name: 'Seleccionar imagen' });
    expect(button).toHaveAccessibleDescription('PNG o JPG, máximo 5 MB');
    const input = fileInput();
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(input).toHaveAttribute('tabindex', '-1');
    const opened = vi.spyOn(input, 'click');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledOnce();
    expect(await axeViolations()).toEqual([]);
  });

  it('hands over the picked picture scaled, with a preview URL', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<ImagePicker onSelect={onSelect} />);
    await userEvent.upload(fileInput(), pngFile('plano.png', 3200, 1600));
    await waitFor(() => expect(onSelect).toHaveBeenCalledOnce());
    const images = onSelect.mock.calls[0]?.[0];
    expect(images).toHaveLength(1);
    expect(images[0]).toMatchObject({ width: 1600, height: 800, extension: 'png' });
    expect(images[0].previewUrl).toMatch(/^blob:/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why a file is refused and hands nothing over', async () => {
    const onSelect = vi.fn();
    const onError = vi.fn();
    renderWithTheme(<ImagePicker onSelect={onSelect} onError={onError} />);
    await userEvent.upload(
      fileInput(),
      new File(['not a picture'], 'foto.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('La imagen debe ser PNG o JPG.');
    expect(onError).toHaveBeenCalledWith('La imagen debe ser PNG o JPG.');
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Seleccionar imagen' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('with multiple, keeps the good pictures in order and names the refused ones', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<ImagePicker multiple label="Añadir fotos" onSelect={onSelect} />);
    expect(fileInput()).toHaveAttribute('multiple');
    await userEvent.upload(fileInput(), [
      jpegFile('salon.jpg', 800, 600),
      new File(['x'], 'virus.png', { type: 'image/png' }),
      pngFile('cocina.png', 100, 100),
    ]);
    await waitFor(() => expect(onSelect).toHaveBeenCalledOnce());
    expect(onSelect.mock.calls[0]?.[0].map((image: PreparedImage) => image.file.name)).toEqual([
      'salon.jpg',
      'cocina.png',
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('virus.png: La imagen debe ser PNG o JPG.');
  });

  it('is named by its Field label too', () => {
    renderWithTheme(
      <Field label="Imagen">
        <ImagePicker onSelect={() => {}} />
      </Field>,
    );
    expect(screen.getByRole('button', { name: 'Imagen Seleccionar imagen' })).toBeInTheDocument();
  });

  it('in a required Field, says so in its description, not with aria-required on a button', async () => {
    renderWithTheme(
      <Field label="Imagen" required>
        <ImagePicker onSelect={() => {}} />
      </Field>,
    );
    const button = screen.getByRole('button', { name: 'Imagen Seleccionar imagen' });
    expect(button).toHaveAccessibleDescription('Obligatorio. PNG o JPG, máximo 5 MB');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('ImagePreview', () => {
  it('shows the picture and removes it on request', async () => {
    const onRemove = vi.fn();
    renderWithTheme(<ImagePreview src="blob:x" alt="Vista previa" onRemove={onRemove} />);
    expect(screen.getByRole('img', { name: 'Vista previa' })).toHaveAttribute('src', 'blob:x');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar imagen' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
