import { defineHostConfig } from '../vite.federation';
import { devAppConfig } from './dev/dev-app-config';

export default defineHostConfig({ title: 'UniVida · Tu vida universitaria, simplificada' }, [
  devAppConfig(),
]);
