import { toast } from '@univida/shared-ui';

/** SPEC §8's wording for features that are not built yet. */
export const COMING_SOON_TITLE = '¡Función en desarrollo!';

/** The one toast every unfinished action of this remote shows, with what is coming. */
export function showComingSoon(description: string) {
  toast({ title: COMING_SOON_TITLE, description });
}
