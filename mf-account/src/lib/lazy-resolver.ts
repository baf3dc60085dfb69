import { toast } from '@univida/shared-ui';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** Shown when the form's rules cannot be downloaded (offline); nothing is sent. */
export const RULES_UNAVAILABLE =
  'No se pudo comprobar el formulario. Revisa tu conexión e inténtalo de nuevo.';

/**
 * A form resolver whose rules (a zod schema, and zod with it) download when the form is first
 * used instead of with the page: the sign-in and sign-up pages render without waiting for them.
 * `preload` starts the download early (on the form's first focus). A failed download refuses the
 * submit with a toast, and the next submit tries again.
 */
export function lazyResolver<Values extends FieldValues, Output = Values>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): { resolver: Resolver<Values, unknown, Output>; preload: () => void } {
  let loading: Promise<Resolver<Values, unknown, Output>> | null = null;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return {
    resolver: async (values, context, options) => {
      let rules: Resolver<Values, unknown, Output>;
      try {
        rules = await get();
      } catch {
        toast({ title: RULES_UNAVAILABLE, variant: 'destructive' });
        // A form-level error: no field is at fault. (The generic Values hides that `root` is allowed.)
        const root = { type: 'unavailable', message: RULES_UNAVAILABLE };
        return { values: {}, errors: { root } as FieldErrors<Values> };
      }
      return rules(values, context, options);
    },
    preload: () => void get().catch(() => {}),
  };
}
