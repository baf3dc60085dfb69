import { defineHostConfig } from '../vite.federation';
import { devAppConfig } from './dev/dev-app-config';

export default defineHostConfig(
  {
    title: 'UniVida · Tu vida universitaria, simplificada',
    // The header's bar and a first visit's cookie banner, painted with the document.
    boot: 'src/layout/boot-page.ts',
    // Each static page's header, painted with the route's own HTML.
    routePages: 'src/layout/boot-page-header.ts',
    // Starts the route's remote code before the startup chunk has arrived.
    start: 'src/early/page-start.ts',
  },
  [devAppConfig()],
);
