// 'Para ti''s slot chunk, fetched early for a browser holding a session: the bootstrap starts it
// alongside the session check (which downloads supabase-js, far larger), so when Home first
// renders for a signed-in user the slot is there and its skeleton takes its place at once; Home
// does not move down when it appears. A visitor's startup code holds only these few lines.
import { lazy, Suspense, type ComponentType } from 'react';

let loaded: ComponentType | undefined;

const load = () =>
  import('./for-you-slot').then((module) => {
    loaded = module.default;
    return module;
  });

const LazySlot = lazy(load);

/** Starts the download; a failure is left to the lazy slot's own attempt and error boundary. */
export function preloadForYouSlot(): void {
  load().catch(() => undefined);
}

/** The slot, at once when preloaded, else once its chunk arrives. */
export function ForYouSlot() {
  const Slot = loaded ?? LazySlot;
  return (
    <Suspense fallback={null}>
      <Slot />
    </Suspense>
  );
}
