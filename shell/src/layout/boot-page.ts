// What the shell's index.html shows before its script runs (pageFromTemplate in vite.federation.ts):
// the header's bar and, on a first visit, the cookie banner.
import { bootCookieBanner } from './cookie-banner/boot-cookie-banner';
import { bootBar } from './header/boot-bar';

export const bootPage = {
  style: bootBar.style + bootCookieBanner.style,
  root: bootBar.root + bootCookieBanner.root,
};
