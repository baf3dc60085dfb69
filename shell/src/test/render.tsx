import { render } from '@testing-library/react';
import { UniVidaThemeProvider } from '@univida/shared-ui';
import type { ReactElement } from 'react';
// Tests only: the shared router leaves MemoryRouter out of what every visitor downloads.
import { MemoryRouter } from 'react-router';
import { Route, Routes, useLocation } from '@univida/shared-router';

/** Shows the current path so tests can assert navigation. */
function LocationProbe() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

/** Renders inside the theme and a memory router at `path`, as the shell's router would. */
export function renderInShell(ui: ReactElement, path = '/') {
  return render(
    <UniVidaThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </UniVidaThemeProvider>,
  );
}
