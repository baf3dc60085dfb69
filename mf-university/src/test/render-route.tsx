import { configure } from '@testing-library/react';
import { renderApp } from '@univida/shared-testing';
import { vi } from 'vitest';
import App from '../app';

export { currentUrl } from '@univida/shared-testing';

// Pages are lazy chunks: the first import of one can take seconds on a busy CI machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

/** This remote's routes at `path`, against the fake PostgREST the test set up (installFakeRest). */
export const renderRoute = (path: string) =>
  renderApp(<App />, { route: path, keepSupabase: true });
