// Photos with yet-another-react-lightbox: a maintained React carousel + lightbox (keyboard arrows,
// swipe, focus trap) in the detail page's chunk only. One library serves both
// the in-page carousel (its Inline plugin) and the full-screen view.
import { resizedPhotoUrl } from '@univida/shared-auth';
import { Button } from '@univida/shared-ui';
import { Expand, House } from 'lucide-react';
import { useCallback, useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Inline from 'yet-another-react-lightbox/plugins/inline';
import lightboxCss from 'yet-another-react-lightbox/styles.css?inline';
import styled, { createGlobalStyle } from 'styled-components';
import { GALLERY_RENDITIONS, GALLERY_SRC } from '../lib/gallery-photo';
import { useDialogKeys } from './use-dialog-keys';

const LightboxStyles = createGlobalStyle`${lightboxCss}`;

// The full-screen view's class, for the keyboard loop (use-dialog-keys.ts).
const FULL_SCREEN_CLASS = 'univida-photos-full-screen';

const LABELS = {
  Previous: 'Foto anterior',
  Next: 'Foto siguiente',
  Close: 'Cerrar',
  Lightbox: 'Fotos a pantalla completa',
  'Photo gallery': 'Fotos del alojamiento',
  Carousel: 'carrusel',
  Slide: 'foto',
  '{index} of {total}': '{index} de {total}',
};

interface PhotoGalleryProps {
  photos: string[];
  /** The listing's name, for the photos' alt text. */
  name: string;
}

/** Every photo of a listing: arrows and swipe in the page, a click or the button for full screen. */
export function PhotoGallery({ photos, name }: PhotoGalleryProps) {
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  // Set when Storage did not make a rendition (a hosted project without image transformations):
  // the page then shows the originals, as the cards do (showOriginalPhoto).
  const [originals, setOriginals] = useState(false);
  const closeFullScreen = useCallback(() => setFullScreen(false), []);
  useDialogKeys(fullScreen, `.${FULL_SCREEN_CLASS}`, closeFullScreen);
  if (photos.length === 0) {
    return (
      <Empty>
        <House aria-hidden size={48} />
        <p>Este alojamiento aún no tiene fotos.</p>
      </Empty>
    );
  }
  const alt = (i: number) => `${name}, foto ${i + 1} de ${photos.length}`;
  // In the page the photo fills a 16:9 frame: Storage cuts it to that frame at the width the
  // screen needs (srcset), instead of every phone downloading the original.
  const inlineSlides = photos.map((src, i) => {
    const rendition = resizedPhotoUrl(src, GALLERY_SRC.width, GALLERY_SRC.height);
    // A photo hosted elsewhere, or a project without renditions: the photo itself.
    if (originals || rendition === src) return { src, alt: alt(i) };
    return {
      src: rendition,
      alt: alt(i),
      ...GALLERY_SRC,
      srcSet: GALLERY_RENDITIONS.map((size) => ({
        src: resizedPhotoUrl(src, size.width, size.height),
        ...size,
      })),
    };
  });
  // Full screen shows the whole original.
  const slides = photos.map((src, i) => ({ src, alt: alt(i) }));
  const shared = { index, labels: LABELS, carousel: { finite: true } } as const;
  return (
    <Frame>
      <LightboxStyles />
      <Lightbox
        {...shared}
        slides={inlineSlides}
        plugins={[Inline]}
        inline={{ style: { width: '100%', aspectRatio: '16 / 9' } }}
        carousel={{
          finite: true,
          padding: 0,
          spacing: 0,
          imageFit: 'cover',
          // The photo on show first, and at once: the page's largest picture; its neighbours only
          // once the page has laid out (one each side instead of the library's two).
          preload: 1,
          imageProps: (slide) => ({
            ...(slide === inlineSlides[index]
              ? { fetchPriority: 'high' as const }
              : { loading: 'lazy' as const }),
            // Only a rendition gives way to the originals; the library's own error picture
            // stands for a photo that fails.
            ...(slide.srcSet ? { onError: () => setOriginals(true) } : {}),
          }),
        }}
        on={{ view: ({ index: shown }) => setIndex(shown), click: () => setFullScreen(true) }}
        render={
          photos.length === 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined
        }
      />
      <Bar>
        <Counter aria-live="polite">
          Foto {index + 1} de {photos.length}
        </Counter>
        <Button type="button" size="sm" variant="outline" onClick={() => setFullScreen(true)}>
          <Expand aria-hidden size={16} />
          Ver a pantalla completa
        </Button>
      </Bar>
      <Lightbox
        {...shared}
        slides={slides}
        className={FULL_SCREEN_CLASS}
        open={fullScreen}
        close={closeFullScreen}
        on={{ view: ({ index: shown }) => setIndex(shown) }}
      />
    </Frame>
  );
}

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  .yarl__root {
    --yarl__color_backdrop: ${({ theme }) => theme.colors.surfaceMuted};
  }
  & > .yarl__root,
  & > div:first-of-type {
    border-radius: ${({ theme }) => theme.radii.lg};
    overflow: hidden;
  }
`;

const Bar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Counter = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Empty = styled.div`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space[2]};
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
`;
