import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { Avatar } from '../Avatar';
import { getInitials } from '../get-initials';

describe('getInitials', () => {
  it('takes the first letters of the first two words', () => {
    expect(getInitials('Ana García')).toBe('AG');
    expect(getInitials('maría josé lópez')).toBe('MJ');
    expect(getInitials('  Álvaro   Úbeda ')).toBe('ÁÚ');
  });

  it('takes the first two letters of a single word', () => {
    expect(getInitials('Ana')).toBe('AN');
    expect(getInitials('x')).toBe('X');
  });

  it("falls back to 'U' with no name", () => {
    expect(getInitials('')).toBe('U');
    expect(getInitials('   ')).toBe('U');
    expect(getInitials(null)).toBe('U');
    expect(getInitials(undefined)).toBe('U');
  });
});

describe('Avatar', () => {
  it('shows the initials, named after the person, when there is no photo', () => {
    renderWithTheme(<Avatar name="Ana García" />);
    expect(screen.getByRole('img', { name: 'Ana García' })).toHaveTextContent('AG');
  });

  it('shows initials while the photo has not loaded', () => {
    renderWithTheme(<Avatar name="Luis Pérez" src="https://example.org/luis.jpg" size="lg" />);
    expect(screen.getByRole('img', { name: 'Luis Pérez' })).toHaveTextContent('LP');
  });

  it("hides the 'U' placeholder from screen readers when the name is unknown", () => {
    const { container } = renderWithTheme(<Avatar />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('U');
  });

  it('says nothing to a screen reader beside the written name, photo or initials alike', () => {
    const { container } = renderWithTheme(
      <p>
        <Avatar name="Ana García" decorative />
        Ana García
      </p>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('AG');
  });

  it('draws a pattern from the user id when there is no photo: the same id, the same picture', () => {
    const patternOf = (userId: string, name: string) => {
      const { unmount } = renderWithTheme(<Avatar name={name} userId={userId} />);
      const avatar = screen.getByRole('img', { name });
      expect(avatar).not.toHaveTextContent(getInitials(name));
      const src = avatar.querySelector('img')?.getAttribute('src');
      unmount();
      return src;
    };
    const ana = patternOf('00000000-0000-4000-a000-000000000001', 'Ana García');
    expect(ana).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    // Another screen showing Ana under another name form gets the same picture; Lucía another.
    expect(patternOf('00000000-0000-4000-a000-000000000001', 'Ana')).toBe(ana);
    expect(patternOf('00000000-0000-4000-a000-000000000002', 'Lucía Martín')).not.toBe(ana);
  });
});

describe('Avatar with a resize', () => {
  // Radix decides whether the photo shows by loading it in an Image of its own; jsdom loads none,
  // so this one answers as Storage would: renditions fail when `renditionsFail`, the rest load.
  const realImage = window.Image;
  const requested: string[] = [];
  let renditionsFail = false;
  class StorageImage extends EventTarget {
    complete = false;
    naturalWidth = 0;
    crossOrigin: string | null = null;
    set src(url: string) {
      requested.push(url);
      setTimeout(() => {
        const loads = !(renditionsFail && url.includes('/render/image/'));
        this.complete = true;
        this.naturalWidth = loads ? 112 : 0;
        this.dispatchEvent(new Event(loads ? 'load' : 'error'));
      });
    }
  }
  afterEach(() => {
    window.Image = realImage;
    requested.length = 0;
    renditionsFail = false;
  });
  const original = 'http://supabase.test/storage/v1/object/public/avatars/luis.jpg';
  const resize = (src: string, width: number, height: number) =>
    `${src.replace('/object/', '/render/image/')}?width=${width}&height=${height}`;

  it('downloads the photo at twice its size, not the upload', async () => {
    window.Image = StorageImage as unknown as typeof Image;
    renderWithTheme(<Avatar name="Luis Pérez" src={original} size="lg" resize={resize} />);
    await waitFor(() =>
      expect(screen.getByAltText('Luis Pérez')).toHaveAttribute('src', resize(original, 112, 112)),
    );
    expect(requested).toEqual([resize(original, 112, 112)]);
  });

  it('gives a decorative photo an empty alt', async () => {
    window.Image = StorageImage as unknown as typeof Image;
    const { container } = renderWithTheme(
      <Avatar name="Luis Pérez" src={original} decorative resize={resize} />,
    );
    await waitFor(() =>
      expect(container.querySelector('img[src*="luis"]')).toHaveAttribute('alt', ''),
    );
  });

  it('shows the upload when Storage makes no rendition', async () => {
    window.Image = StorageImage as unknown as typeof Image;
    renditionsFail = true;
    renderWithTheme(<Avatar name="Luis Pérez" src={original} size="sm" resize={resize} />);
    await waitFor(() => expect(screen.getByAltText('Luis Pérez')).toHaveAttribute('src', original));
    expect(requested).toEqual([resize(original, 64, 64), original]);
  });

  it('asks no other avatar of that photo for a rendition once one has failed', async () => {
    window.Image = StorageImage as unknown as typeof Image;
    renditionsFail = true;
    const photo = original.replace('luis', 'marta');
    const first = renderWithTheme(
      <Avatar name="Marta Gil" src={photo} size="sm" resize={resize} />,
    );
    await waitFor(() => expect(screen.getByAltText('Marta Gil')).toHaveAttribute('src', photo));
    first.unmount();
    requested.length = 0;
    // The next message of the same sender, in a chat.
    renderWithTheme(<Avatar name="Marta Gil" src={photo} size="md" resize={resize} />);
    await waitFor(() => expect(screen.getByAltText('Marta Gil')).toHaveAttribute('src', photo));
    expect(requested).toEqual([photo]);
  });
});
