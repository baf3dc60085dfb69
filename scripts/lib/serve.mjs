// Static server for one built app on its own origin, as if deployed apart: CORS for the other
// origins, long immutable caching for hashed assets, no-cache for the entry points, the build's
// pre-compressed brotli/gzip files for browsers that accept them, and the site's security headers
// (the document ones only on what could be a page). No request may take it down: hostile targets
// are refused with 400 before the file lookup, and anything a handler throws becomes a 500.
import http from 'node:http';
import http2 from 'node:http2';
import sirv from 'sirv';
import { safePathname } from './request-target.mjs';
import { isSubresource } from './security-headers.mjs';

const HASHED_ASSET = /^\/assets\//;
const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';
// One satisfiable-looking byte range; sirv throws on `bytes=50-10` and misreads suffix ranges.
const SIMPLE_RANGE = /^bytes=(\d{1,15})-(\d{0,15})$/;

function setCacheHeaders(res, pathname) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader(
    'Cache-Control',
    HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

function answer(res, status, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(text);
}

/** Ignores a Range header sirv would mishandle (RFC 9110 §14.2 lets a server ignore any). */
function dropUnsupportedRange(req) {
  const range = req.headers.range;
  if (range === undefined) return;
  const match = SIMPLE_RANGE.exec(range);
  if (!match || (match[2] !== '' && Number(match[2]) < Number(match[1]))) delete req.headers.range;
}

/**
 * Serve `dir` on `port`. A path with its own page answers with it (`/notas-corte` with
 * notas-corte.html, the routes whose header the build wrote in); `spa` answers other unknown
 * extension-less paths with index.html (client routes, for the shell and for remotes run standalone),
 * and unknown paths with a dot too when asked for as a page (Accept: text/html); `routes` maps exact paths to JSON bodies
 * (the generated /app-config.json); `headers` go on every response and `documentHeaders` on every
 * response but scripts, styles, JSON, fonts and raster images (security-headers.mjs);
 * `tls` ({ key, cert }) serves HTTPS with HTTP/2.
 * Resolves once listening; `close()` also drops open keep-alive sockets so a "down" remote is down.
 * @param {{ dir: string, port: number, host?: string, spa?: boolean,
 *   routes?: Record<string, unknown>, headers?: Record<string, string>,
 *   documentHeaders?: Record<string, string>,
 *   tls?: { key: string, cert: string } | null }} options
 */
export function serveStatic({
  dir,
  port,
  host = '127.0.0.1',
  spa = true,
  routes = {},
  headers = {},
  documentHeaders = {},
  tls = null,
}) {
  const files = sirv(dir, {
    etag: true,
    // The builds hold file.br and file.gz beside each text file (precompress() in
    // vite.federation.ts): sirv sends the one Accept-Encoding allows, with Vary: Accept-Encoding.
    brotli: true,
    gzip: true,
    single: spa,
    dotfiles: false,
    setHeaders: setCacheHeaders,
  });
  const handle = (req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const pathname = safePathname(req.url);
    if (pathname === null || !isSubresource(pathname)) {
      for (const [name, value] of Object.entries(documentHeaders)) res.setHeader(name, value);
    }
    if (pathname === null) return answer(res, 400, 'Petición no válida');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': ALLOWED_METHODS,
        'Access-Control-Allow-Headers': '*',
      });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return answer(res, 405, 'Método no permitido', { Allow: ALLOWED_METHODS });
    }
    if (Object.hasOwn(routes, pathname)) {
      setCacheHeaders(res, pathname);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      return res.end(JSON.stringify(routes[pathname]));
    }
    dropUnsupportedRange(req);
    // sirv pipes a read stream into res without an error listener: a file gone since start-up
    // (a rebuild under `npm start`) would otherwise throw from the stream and end the process.
    res.once('pipe', (source) => source.once('error', () => res.destroy()));
    const notFound = () => {
      setCacheHeaders(res, pathname);
      answer(res, 404, 'No encontrado');
    };
    files(req, res, () => {
      // sirv takes a path with a dot for a file: a page address such as /carrera/1.5, asked for
      // as a page, gets the app too, whose own page says what was not found.
      const page = spa && !isSubresource(pathname) && /text\/html/.test(req.headers.accept ?? '');
      if (!page) return notFound();
      req.url = '/';
      files(req, res, notFound);
    });
  };
  const guarded = (req, res) => {
    try {
      handle(req, res);
    } catch {
      if (res.headersSent) res.destroy();
      else answer(res, 500, 'Error interno');
    }
  };
  // With `tls`, HTTP/2 as a CDN serves a deployed site (HTTP/1.1 still answered).
  const server = tls
    ? http2.createSecureServer({ ...tls, allowHTTP1: true }, guarded)
    : http.createServer(guarded);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        port,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections?.();
          }),
      });
    });
  });
}
