const WINDOW_MS = 60_000;

/** A fixed one-minute window per key (the client IP); limit 0 disables it. */
export function createRateLimiter(limitPerMinute: number) {
  const windows = new Map<string, { start: number; count: number }>();
  return (key: string): boolean => {
    if (limitPerMinute <= 0) return true;
    const now = Date.now();
    const current = windows.get(key);
    if (!current || now - current.start >= WINDOW_MS) {
      if (windows.size > 10_000) windows.clear();
      windows.set(key, { start: now, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= limitPerMinute;
  };
}
