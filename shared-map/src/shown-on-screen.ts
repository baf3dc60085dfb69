import { useEffect, useRef, useState } from 'react';

/** Runs `run` in the browser's next idle period (soon after, where there is no requestIdleCallback). */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 100);
  return () => clearTimeout(id);
}

/**
 * Whether the element behind `ref` has shown on the screen yet (true from the start where
 * IntersectionObserver is missing); it stays true once it has. It turns true in the browser's next
 * idle period after the element shows, so what the page renders with it (a spot's photo and facts)
 * is drawn and requested first. A dozen lines of the platform's own observer, not a dependency for
 * one hook.
 */
export function useShownOnScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    let cancelIdle = () => {};
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = whenIdle(() => setShown(true));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [shown]);
  return [ref, shown] as const;
}
