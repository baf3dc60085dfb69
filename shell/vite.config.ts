import { defineHostConfig } from '../vite.federation';
import { devAppConfig } from './dev/dev-app-config';

export default defineHostConfig(
  {
    title: 'UniVida · Tu vida universitaria, simplificada',
    // The header's bar, painted with the document.
    boot: 'src/layout/header/boot-bar.ts',
  },
  [devAppConfig()],
);
