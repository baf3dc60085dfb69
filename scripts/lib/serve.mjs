// Static server for one built app on its own origin, as if deployed apart: CORS for the other
// origins, long immutable caching for hashed assets, no-cache for the entry points.
import http from 'node:http';
import sirv from 'sirv';

const HASHED_ASSET = /^\/assets\//;

function setCacheHeaders(res, pathname) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader(
    'Cache-Control',
    HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/**
 * Serve `dir` on `port`. `spa` answers unknown extension-less paths with index.html (client
 * routes, for the shell and for remotes run standalone); `routes` maps exact paths to JSON bodies
 * (the generated /app-config.json).
 * Resolves once listening; `close()` also drops open keep-alive sockets so a "down" remote is down.
 */
export function serveStatic({ dir, port, host = '127.0.0.1', spa = true, routes = {} }) {
  const files = sirv(dir, {
    etag: true,
    single: spa,
    dotfiles: false,
    setHeaders: setCacheHeaders,
  });
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      });
      return res.end();
    }
    if (Object.hasOwn(routes, pathname)) {
      setCacheHeaders(res, pathname);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      return res.end(JSON.stringify(routes[pathname]));
    }
    files(req, res, () => {
      setCacheHeaders(res, pathname);
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        port,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
