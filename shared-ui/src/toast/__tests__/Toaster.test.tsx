import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '../../constants';
import { renderWithTheme } from '../../test/render';
import { Toaster } from '../Toaster';
import { dismissToast, getToasts, toast } from '../toast-store';

const region = () => screen.getByRole('region', { name: /^Notificaciones/ });
const visibleToasts = () => within(region()).queryAllByRole('listitem');

describe('toast + <Toaster />', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renderWithTheme(<Toaster />);
  });

  afterEach(() => {
    act(() => dismissToast());
    vi.useRealTimers();
  });

  it('shows only the latest of three toasts fired in a row', () => {
    act(() => {
      toast({ title: 'Primero' });
      toast({ title: 'Segundo' });
      toast({ title: 'Tercero', description: 'El último gana' });
    });

    expect(TOAST_LIMIT).toBe(1);
    expect(visibleToasts()).toHaveLength(1);
    const [shown] = visibleToasts();
    expect(shown).toHaveTextContent('Tercero');
    expect(shown).toHaveTextContent('El último gana');
    expect(region()).not.toHaveTextContent('Primero');
    expect(region()).not.toHaveTextContent('Segundo');
  });

  it('leaves emoji out, so no empty box stands where a font lacks them; the icon stays', () => {
    act(() => {
      toast({ title: '🚧 ¡Función en desarrollo!', description: 'Muy pronto 👷‍♀️ aquí.' });
    });
    const [shown] = visibleToasts();
    expect(within(shown!).getByText('¡Función en desarrollo!', { exact: true })).toBeVisible();
    expect(within(shown!).getByText('Muy pronto aquí.', { exact: true })).toBeVisible();
    expect(shown!.querySelector('svg')).not.toBeNull();
  });

  it('closes itself after 5000 ms, not before', () => {
    act(() => {
      toast({ title: 'Guardado' });
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(visibleToasts()).toHaveLength(1);

    act(() => vi.advanceTimersByTime(200));
    expect(visibleToasts()).toHaveLength(0);
    expect(getToasts().every((item) => !item.open)).toBe(true);
  });

  it('closes with its Cerrar button and through the returned handle', () => {
    act(() => {
      toast({ title: 'Uno' });
    });
    fireEvent.click(within(region()).getByRole('button', { name: 'Cerrar' }));
    expect(visibleToasts()).toHaveLength(0);

    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Dos' });
    });
    expect(visibleToasts()).toHaveLength(1);
    act(() => handle?.dismiss());
    expect(visibleToasts()).toHaveLength(0);
  });

  it('styles each variant and defaults to "default"', () => {
    for (const variant of ['destructive', 'success', undefined] as const) {
      act(() => {
        toast({ title: `Variante ${variant ?? 'por defecto'}`, variant });
      });
      expect(visibleToasts()[0]).toHaveAttribute('data-variant', variant ?? 'default');
    }
  });

  it('announces errors assertively and other toasts politely', () => {
    act(() => {
      toast({ title: 'Algo ha fallado', variant: 'destructive' });
    });
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByRole('status')).toHaveTextContent('Algo ha fallado');

    act(() => {
      toast({ title: 'Todo bien', variant: 'success' });
    });
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('is dismissed by a swipe right of 50 px or more, not by a shorter one', () => {
    act(() => {
      toast({ title: 'Desliza' });
    });
    const swipe = (distance: number) => {
      const [item] = visibleToasts();
      if (!item) throw new Error('no toast');
      fireEvent.pointerDown(item, { button: 0, pointerId: 1, clientX: 0, clientY: 0 });
      fireEvent.pointerMove(item, { pointerId: 1, clientX: distance / 2, clientY: 0 });
      fireEvent.pointerMove(item, { pointerId: 1, clientX: distance, clientY: 0 });
      fireEvent.pointerUp(item, { pointerId: 1, clientX: distance, clientY: 0 });
    };

    swipe(40);
    expect(visibleToasts()).toHaveLength(1);
    swipe(60);
    expect(visibleToasts()).toHaveLength(0);
  });

  it('keeps a toast fired before the Toaster is mounted (e.g. during a remote’s first render)', () => {
    act(() => dismissToast());
    act(() => {
      toast({ title: 'Temprano' });
    });
    renderWithTheme(<Toaster />);
    expect(screen.getAllByRole('region', { name: /^Notificaciones/ }).at(-1)).toHaveTextContent(
      'Temprano',
    );
  });
});

describe('where the toasts show', () => {
  /** The CSS written for the viewport's own class, whole (its nested rules included). */
  const viewportCss = () => {
    const list = region().querySelector('ol')!;
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('');
    return { list, css, name: Array.from(list.classList).find((c) => css.includes(`.${c}{`))! };
  };

  afterEach(() => {
    act(() => dismissToast());
    document.documentElement.style.scrollPaddingBottom = '';
  });

  it('at the bottom on every screen, at the top of a phone only while a dialog is open', () => {
    renderWithTheme(<Toaster />);
    act(() => toast({ title: 'Guardado' }));
    const { css, name } = viewportCss();
    const own = css.slice(css.indexOf(`.${name}{`), css.indexOf('}', css.indexOf(`.${name}{`)));
    expect(own).toContain('bottom:var(--toast-bottom, 0px)');
    expect(own).not.toMatch(/[{;]top:0/);
    expect(css).toMatch(
      new RegExp(
        `@media \\(max-width: ?639px\\)\\{body:has\\(\\[role\\$='dialog'\\]\\[data-state='open'\\]\\) \\.${name}\\{top:0;bottom:auto;\\}`,
      ),
    );
  });

  it("sits above what covers the viewport's bottom (the cookie banner's scroll padding)", () => {
    document.documentElement.style.scrollPaddingBottom = '132px';
    renderWithTheme(<Toaster />);
    act(() => toast({ title: 'Guardado' }));
    expect(viewportCss().list.style.getPropertyValue('--toast-bottom')).toBe('132px');
  });

  it('sits at the very bottom when nothing covers it', () => {
    renderWithTheme(<Toaster />);
    act(() => toast({ title: 'Guardado' }));
    expect(viewportCss().list.style.getPropertyValue('--toast-bottom')).toBe('0px');
  });
});
