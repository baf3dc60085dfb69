// The design system's jsdom setup (jest-dom matchers, cleanup, the layout APIs Radix calls), plus
// fresh web storage for each test: the cookie banner and preview overrides persist there.
import '@univida/shared-ui/test/setup';
import { afterEach } from 'vitest';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
