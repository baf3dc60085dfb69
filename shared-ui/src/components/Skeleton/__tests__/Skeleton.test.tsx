import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { Skeleton } from '../Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = renderWithTheme(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes its size in px or any CSS length', () => {
    const { container } = renderWithTheme(
      <>
        <Skeleton width={48} height={48} circle />
        <Skeleton width="60%" />
      </>,
    );
    const [avatar, line] = Array.from(container.children);
    expect(avatar).toHaveStyle({ width: '48px', height: '48px' });
    expect(line).toHaveStyle({ width: '60%', height: '1em' });
    expect(avatar?.className).not.toBe(line?.className);
  });
});
