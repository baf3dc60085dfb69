import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element behind `ref` has shown on the screen yet (true from the start where
 * IntersectionObserver is missing); it stays true once it has. A dozen lines of the platform's own
 * observer, not a dependency for one hook.
 */
export function useShownOnScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return [ref, shown] as const;
}
