import { renderApp } from '@univida/shared-testing';
import App from '../app';

export { currentUrl } from '@univida/shared-testing';

// Pages are lazy chunks, whose first import can take seconds on a busy CI machine: shared-ui's
// test setup gives every test the time for it.

/** This remote's routes at `path`, against the fake PostgREST the test set up (installFakeRest). */
export const renderRoute = (path: string) =>
  renderApp(<App />, { route: path, keepSupabase: true });
