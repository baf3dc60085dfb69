import { toast } from '@univida/shared-ui';
import { useEffect } from 'react';

/** Shows SPEC §8's destructive toast once each time a query starts failing. */
export function useErrorToast(failed: boolean, title: string) {
  useEffect(() => {
    if (failed) toast({ title, variant: 'destructive' });
  }, [failed, title]);
}
