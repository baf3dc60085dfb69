// The shell's entry (main.tsx) cannot import shared-auth before the federation runtime has set up
// the shared libraries, yet every page waits on /app-config.json before it renders: so the entry
// starts that request itself, as the page begins, and bootstrap picks it up instead of asking
// again once all its code has arrived.
let request: Promise<Response> | undefined;

/** The one request for /app-config.json, started on the first call. */
export function appConfigRequest(): Promise<Response> {
  request ??= fetch('/app-config.json', { cache: 'no-store' });
  return request;
}
