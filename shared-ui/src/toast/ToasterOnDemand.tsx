import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts } from './toast-store';

const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));
const hasToasts = () => getToasts().length > 0;

/**
 * The Toaster (with Radix Toast), downloaded when the first toast is raised rather than
 * with every page; once mounted it stays, so later toasts show at once. The toast that triggered it
 * is already in the store, so it appears as soon as the chunk arrives.
 */
export function ToasterOnDemand() {
  const needed = useSyncExternalStore(subscribeToasts, hasToasts, hasToasts);
  const [mounted, setMounted] = useState(false);
  if (needed && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
