import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * The options a caller may pass to an API hook's useMutation (onSuccess for its toast or
 * navigation, meta…), typed from the mutation function: `useX({ mutationConfig })`.
 */
export type MutationConfig<MutationFn extends (input: never) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<MutationFn>>, Error, Parameters<MutationFn>[0]>,
  'mutationFn'
>;
