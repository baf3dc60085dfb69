import { NEWS_QUERY_KEY } from '@univida/shared-news';
import {
  useMutation,
  useQueryClient,
  type MutationConfig,
  type NotifierMeta,
} from '@univida/shared-query';
import { ADMIN_QUERY_KEY } from '../constants';

/**
 * A dashboard write: after it succeeds every dashboard read (counters, activity, tables, the
 * audit log) and every news list reloads, since one change shows in several of them. A failure
 * is toasted by the query client's notifier under `errorTitle`; callers add the success toast.
 */
export function useAdminMutation<Input, Result>(
  mutationFn: (input: Input) => Promise<Result>,
  errorTitle: string,
  mutationConfig?: MutationConfig<(input: Input) => Promise<Result>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: { errorTitle } satisfies NotifierMeta,
    ...rest,
    // Result is never itself a promise here, so Awaited<Result> is Result.
    mutationFn: mutationFn as (input: Input) => Promise<Awaited<Result>>,
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: NEWS_QUERY_KEY }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
