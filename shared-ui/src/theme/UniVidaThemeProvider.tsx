import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

export interface UniVidaThemeProviderProps {
  children: ReactNode;
}

/** Theme tokens plus global base styles; the shell and each standalone remote render it once at the root. */
export function UniVidaThemeProvider({ children }: UniVidaThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
