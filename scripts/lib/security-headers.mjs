// The security headers every static server of the site sends (shell, remotes, previews), derived
// from the same app-config the stack serves, so the Content-Security-Policy lists exactly the
// origins in use. README.md ("Cabeceras de seguridad") gives the same headers for a CDN.

/** Features the site does not use are denied; geolocation stays with the page for the map. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** The WebSocket origin that goes with an http(s) origin (Realtime lives on the backend's). */
const webSocketOrigin = (origin) => origin.replace(/^http/, 'ws');

/**
 * The origin of a tile URL template as a CSP source: `{s}` in the host becomes a `*.` wildcard
 * (`https://{s}.tile.example/{z}/{x}/{y}.png` → `https://*.tile.example`).
 */
export function tileSource(template) {
  const [, scheme, host] = /^(https?):\/\/([^/]+)/.exec(template) ?? [];
  if (!scheme || !host) throw new Error(`mapTiles.url is not an http(s) URL: ${template}`);
  return `${scheme}://${host.replace(/^\{[^}]+\}\./, '*.')}`;
}

/**
 * Content-Security-Policy for `appConfig` (the object served at /app-config.json).
 * Scripts only from this origin and the remotes' (configured and allowed previews): no inline
 * script, no eval. Styles allow 'unsafe-inline' because styled-components and Radix inject
 * <style> elements at run time, and a nonce would have to be minted per response in index.html,
 * which a CDN serving the same static file cannot do (a fixed nonce protects nothing).
 * @param {{ supabaseUrl: string, remotes: Record<string, { entry: string }>,
 *   allowedPreviewOrigins: string[], mapTiles: { url: string } }} appConfig
 */
export function contentSecurityPolicy(appConfig) {
  const remoteOrigins = [
    ...new Set([
      ...Object.values(appConfig.remotes).map((remote) => new URL(remote.entry).origin),
      ...appConfig.allowedPreviewOrigins,
    ]),
  ];
  const backend = new URL(appConfig.supabaseUrl).origin;
  const tiles = tileSource(appConfig.mapTiles.url);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins],
    'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
    'img-src': ["'self'", 'data:', 'blob:', backend, tiles, ...remoteOrigins],
    'font-src': ["'self'", ...remoteOrigins],
    'connect-src': ["'self'", backend, webSocketOrigin(backend), ...remoteOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/**
 * The headers as name → value maps for `res.setHeader`: `everyResponse` on every answer, and
 * `documents` added on any answer a browser could render as a page (see `isSubresource`). CSP and
 * Permissions-Policy act only on documents (and workers, which the site does not use); sent on each
 * script they cost ~1.3 KiB per file over HTTP/1.1, which has no header compression.
 */
export function securityHeaders(appConfig) {
  return {
    everyResponse: {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    },
    documents: {
      'Content-Security-Policy': contentSecurityPolicy(appConfig),
      'Permissions-Policy': PERMISSIONS_POLICY,
    },
  };
}

// Types a browser never renders as a page (with nosniff it will not guess otherwise): scripts,
// styles, JSON, fonts, raster images, source maps and the build's compressed variants of them.
const SUBRESOURCE = /\.(?:m?js|css|json|map|woff2?|png|jpe?g|webp|avif|gif|ico)(?:\.(?:br|gz))?$/i;

/** Whether `pathname` names a file that gets only the every-response headers. */
export const isSubresource = (pathname) => SUBRESOURCE.test(pathname);
