import { Route, Routes, useLocation } from '@univida/shared-router';
import { renderApp } from '@univida/shared-testing';
import type { ReactElement } from 'react';

/** Shows the current path so tests can assert navigation. */
function LocationProbe() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

/**
 * Renders at `path` as the shell's router would, inside what the shell's page provides (theme,
 * query client, AuthProvider: signed out unless the test signed someone in on the backend).
 */
export function renderInShell(ui: ReactElement, path = '/') {
  return renderApp(
    <>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <LocationProbe />
    </>,
    { route: path },
  );
}
