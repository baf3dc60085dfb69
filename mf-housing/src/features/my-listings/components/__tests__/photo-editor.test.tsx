import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@univida/shared-testing';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ListingPhoto } from '../../lib/photo-storage';
import { PhotoEditor } from '../photo-editor';

const saved = (name: string): ListingPhoto => ({
  kind: 'saved',
  url: `https://fotos.test/${name}.jpg`,
});

function Photos({ names }: { names: string[] }) {
  const [photos, setPhotos] = useState(names.map(saved));
  return (
    <>
      <PhotoEditor photos={photos} onChange={setPhotos} />
      <output aria-label="Orden">
        {photos.map((photo) => (photo.kind === 'saved' ? photo.url.slice(19, -4) : '')).join(',')}
      </output>
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const order = () => screen.getByRole('status', { name: 'Orden' }).textContent;

// Keyboard focus stays in the photos after each change instead of falling to <body>.
describe('PhotoEditor focus', { timeout: 30_000 }, () => {
  it('keeps focus on the moved photo, the way it went', async () => {
    const user = userEvent.setup();
    renderApp(<Photos names={['a', 'b', 'c']} />);
    await user.click(button('Mover la foto 1 después'));
    expect(order()).toBe('b,a,c');
    expect(document.activeElement).not.toBe(document.body);
    expect(button('Mover la foto 2 después')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(order()).toBe('b,c,a');
    // At the end it cannot go further: focus takes its way back.
    expect(button('Mover la foto 3 antes')).toHaveFocus();
  });

  it('moves focus to the way back once a photo reaches the front', async () => {
    const user = userEvent.setup();
    renderApp(<Photos names={['a', 'b', 'c']} />);
    await user.click(button('Mover la foto 2 antes'));
    expect(order()).toBe('b,a,c');
    expect(button('Mover la foto 1 antes')).toBeDisabled();
    expect(button('Mover la foto 1 después')).toHaveFocus();
  });

  it("gives the next photo's 'Quitar' focus after a removal, and 'Añadir fotos' after the last", async () => {
    const user = userEvent.setup();
    renderApp(<Photos names={['a', 'b', 'c']} />);
    await user.click(button('Quitar la foto 1'));
    expect(order()).toBe('b,c');
    expect(document.activeElement).not.toBe(document.body);
    expect(button('Quitar la foto 1')).toHaveFocus();
    await user.click(button('Quitar la foto 2'));
    expect(order()).toBe('b');
    expect(button('Añadir fotos')).toHaveFocus();
  });
});
