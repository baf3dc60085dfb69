import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { UniVidaThemeProvider } from '../theme/UniVidaThemeProvider';

/** Renders inside the real theme, as every app does. */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: UniVidaThemeProvider, ...options });
}
