import { lazy, Suspense } from 'react';
import { useRemoteRegistry } from './registry-context';

// Only a tab in a preview (or refused one) shows the bars: their code loads for it alone.
const PreviewBars = lazy(() => import('./preview-bars'));

/** Makes an active preview impossible to miss, and a refused one explained. */
export function PreviewBanner() {
  const registry = useRemoteRegistry();
  if (registry.previews().length === 0 && !registry.refusalMessage()) return null;
  return (
    <Suspense fallback={null}>
      <PreviewBars registry={registry} />
    </Suspense>
  );
}
