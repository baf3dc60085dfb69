// Hostile request targets against every server of the stack — the shell's and each remote's static
// server, as `npm start` runs them, and supabase-local — sent over raw sockets (fetch would
// normalise them): each is refused, never answered with a file outside dist, and the server still
// answers afterwards. Then the security headers every static server must send.
import fs from 'node:fs';
import http2 from 'node:http2';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { expectAlive } from '../support/attack.js';
import { localCertificate } from '../../scripts/lib/local-certificate.mjs';
import { serveStatic } from '../../scripts/lib/serve.mjs';
import { stack } from '../support/stack-info.js';

interface RawAnswer {
  /** null when the server closed the connection without an answer. */
  status: number | null;
  headers: Record<string, string>;
  body: string;
}

/** Writes `requestLine` and `headers` as they are, on a fresh connection, and reads to the close. */
function rawRequest(
  origin: string,
  requestLine: string,
  headers: string[] = [],
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    const chunks: Buffer[] = [];
    const finish = () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...fields] = head.split('\r\n');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
      resolve({
        status: status ? Number(status) : null,
        headers: Object.fromEntries(
          fields.map((field) => {
            const at = field.indexOf(':');
            return [field.slice(0, at).trim().toLowerCase(), field.slice(at + 1).trim()];
          }),
        ),
        body: rest.join('\r\n\r\n'),
      });
    };
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error(`no answer to ${requestLine.slice(0, 60)} within 10 s`));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A reset after a refusal (e.g. an over-long request line) is a verdict, not a failure.
    socket.on('error', () => undefined);
    socket.on('close', finish);
    socket.write(
      `${requestLine} HTTP/1.1\r\nHost: ${new URL(origin).host}\r\n${headers.map((h) => `${h}\r\n`).join('')}Connection: close\r\n\r\n`,
    );
  });
}

interface Server {
  name: string;
  origin: () => string;
  /** Throws unless the server still answers an ordinary request. */
  expectAnswers: () => Promise<void>;
}

async function expectServesIndex(origin: string) {
  const res = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2000) });
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('<div id="root">');
}

const staticServers: Server[] = [
  { name: 'the shell', origin: () => stack().shellUrl },
  ...['mf_university', 'mf_housing', 'mf_social', 'mf_account', 'mf_admin'].map((name) => ({
    name,
    origin: () => stack().remoteUrls[name] ?? '',
  })),
].map((server) => ({ ...server, expectAnswers: () => expectServesIndex(server.origin()) }));

const backend: Server = {
  name: 'supabase-local',
  origin: () => stack().backendUrl,
  expectAnswers: async () => {
    await expectAlive(2000);
  },
};

// Markers of files that live outside any dist: the system's passwd and a package manifest.
const OUTSIDE_DIST = [/root:.*:0:0:/, /"devDependencies"/];

const hostile: { attack: string; line: string; headers?: string[] }[] = [
  { attack: 'GET //', line: 'GET //' },
  { attack: 'GET //evil.example/%2e%2e', line: 'GET //evil.example/%2e%2e' },
  { attack: 'GET /%00', line: 'GET /%00' },
  { attack: 'GET /% (a broken escape)', line: 'GET /%' },
  { attack: 'GET an invalid UTF-8 escape', line: 'GET /%c0%af%zz' },
  { attack: 'GET an encoded CR LF (header splitting)', line: 'GET /a%0d%0aSet-Cookie:%20x=1' },
  { attack: 'GET a 4 KB path', line: `GET /${'a'.repeat(4096)}` },
  { attack: 'GET a 64 KB path', line: `GET /${'a'.repeat(64 * 1024)}` },
  { attack: 'GET /../../../../etc/passwd', line: 'GET /../../../../etc/passwd' },
  { attack: 'GET /%2e%2e/%2e%2e/%2e%2e/etc/passwd', line: 'GET /%2e%2e/%2e%2e/%2e%2e/etc/passwd' },
  {
    attack: 'GET /assets/..%2f..%2f..%2fpackage.json',
    line: 'GET /assets/..%2f..%2f..%2fpackage.json',
  },
  { attack: 'GET /..\\..\\..\\etc\\passwd (backslashes)', line: 'GET /..\\..\\..\\etc\\passwd' },
  { attack: 'GET /%5c..%5c..%5cpackage.json', line: 'GET /%5c..%5c..%5cpackage.json' },
  {
    attack: 'GET absolute-form http://evil.example/../../etc/passwd',
    line: 'GET http://evil.example/../../etc/passwd',
  },
  { attack: 'OPTIONS *', line: 'OPTIONS *' },
  { attack: 'PROPFIND /', line: 'PROPFIND /' },
  { attack: 'TRACE /', line: 'TRACE /' },
  { attack: 'DELETE /index.html', line: 'DELETE /index.html' },
  { attack: 'PUT /index.html', line: 'PUT /index.html', headers: ['Content-Length: 0'] },
  { attack: 'an unknown method FOO /', line: 'FOO /' },
  { attack: 'CONNECT evil.example:443', line: 'CONNECT evil.example:443' },
];

for (const server of [...staticServers, backend]) {
  describe(`hostile request targets against ${server.name}`, () => {
    for (const { attack, line, headers } of hostile) {
      it(`hostile targets: ${attack} against ${server.name} → refused (4xx or closed), no file outside dist, and it still answers`, async () => {
        const answer = await rawRequest(server.origin(), line, headers);
        if (answer.status !== null) {
          expect(answer.status).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
        }
        for (const marker of OUTSIDE_DIST) expect(answer.body).not.toMatch(marker);
        await server.expectAnswers();
      });
    }
  });
}

describe('byte ranges against the static servers', () => {
  for (const server of staticServers) {
    it(`hostile targets: GET /index.html with Range: bytes=50-10 against ${server.name} → the whole file (range ignored), and it still answers`, async () => {
      const answer = await rawRequest(server.origin(), 'GET /index.html', ['Range: bytes=50-10']);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('<div id="root">');
      await server.expectAnswers();
    });
  }
});

describe('page addresses with a dot on the static servers', () => {
  for (const server of staticServers) {
    it(`hostile targets: GET /carrera/1.5 and /a.b/../../etc/passwd asked for as pages on ${server.name} → the app with its CSP (its own page says what is missing), nothing outside dist; a missing script stays 404`, async () => {
      const asPage = ['Accept: text/html,application/xhtml+xml'];
      for (const line of ['GET /carrera/1.5', 'GET /foo.bar']) {
        const answer = await rawRequest(server.origin(), line, asPage);
        expect(answer.status, line).toBe(200);
        expect(answer.body, line).toContain('<div id="root">');
        expect(answer.headers['content-security-policy'], line).toContain("frame-ancestors 'none'");
      }
      const escape = await rawRequest(server.origin(), 'GET /a.b/../../etc/passwd', asPage);
      expect(escape.status).toBeGreaterThanOrEqual(400);
      for (const marker of OUTSIDE_DIST) expect(escape.body).not.toMatch(marker);
      for (const [line, headers] of [
        ['GET /assets/missing.js', asPage],
        ['GET /carrera/1.5', []],
      ] as const) {
        const answer = await rawRequest(server.origin(), line, [...headers]);
        expect(answer.status, line).toBe(404);
        expect(answer.body, line).not.toContain('<div id="root">');
      }
      await server.expectAnswers();
    });
  }
});

describe('security headers on the static servers', () => {
  for (const server of staticServers) {
    it(`headers: GET / and GET // on ${server.name} → CSP with frame-ancestors 'none', nosniff, strict-origin-when-cross-origin and a Permissions-Policy on both`, async () => {
      for (const line of ['GET /', 'GET //']) {
        const { headers } = await rawRequest(server.origin(), line);
        expect(headers['content-security-policy'], line).toContain("frame-ancestors 'none'");
        expect(headers['x-content-type-options'], line).toBe('nosniff');
        expect(headers['referrer-policy'], line).toBe('strict-origin-when-cross-origin');
        expect(headers['permissions-policy'], line).toMatch(/camera=\(\).*microphone=\(\)/);
      }
    });

    it(`headers: a page-like target on ${server.name} (a client route, a missing file, an SVG as .svg and as .svg.br, a JSON file asked with a trailing dot) → the CSP; JSON → nosniff without it`, async () => {
      for (const line of [
        'GET /alojamiento',
        'GET /missing.html',
        'GET /favicon.svg',
        'GET /favicon.svg.br',
        'GET /app-config.json.',
      ]) {
        const { headers } = await rawRequest(server.origin(), line);
        expect(headers['content-security-policy'], line).toContain("frame-ancestors 'none'");
        expect(headers['x-content-type-options'], line).toBe('nosniff');
      }
      const { status, headers } = await rawRequest(server.origin(), 'GET /app-config.json');
      expect(status).toBe(200);
      expect(headers['content-type']).toMatch(/^application\/json/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy']).toBeUndefined();
    });
  }

  it("headers: the shell's CSP → scripts only from itself and the configured remote origins, no inline script or eval, the backend over http and ws, the map tiles' origin", async () => {
    const res = await fetch(`${stack().shellUrl}/`);
    const csp = new Map(
      (res.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    const config = (await (await fetch(`${stack().shellUrl}/app-config.json`)).json()) as {
      supabaseUrl: string;
      remotes: Record<string, { entry: string }>;
      allowedPreviewOrigins: string[];
      mapTiles: { url: string; attribution: string };
    };
    const remoteOrigins = new Set([
      ...Object.values(config.remotes).map((remote) => new URL(remote.entry).origin),
      ...config.allowedPreviewOrigins,
    ]);
    expect(new Set(csp.get('script-src'))).toEqual(new Set(["'self'", ...remoteOrigins]));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    const backend = new URL(config.supabaseUrl).origin;
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining([backend, backend.replace(/^http/, 'ws')]),
    );
    expect(config.mapTiles.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(config.mapTiles.attribution).toContain('OpenStreetMap');
    expect(csp.get('img-src')).toContain('https://tile.openstreetmap.org');
    // Nothing broader than an origin: no '*', no bare network scheme such as https: or ws:.
    for (const sources of csp.values()) {
      for (const source of sources) expect(source).not.toMatch(/^(\*|https?:|wss?:)$/);
    }
  });
});

describe('the static server over HTTPS with HTTP/2 (bench:lighthouse --http2)', () => {
  /** One HTTP/2 request; resolves with the status, headers and body. */
  function h2Get(session: http2.ClientHttp2Session, requestPath: string, headers = {}) {
    return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const request = session.request({ ':path': requestPath, ...headers });
        const chunks: Buffer[] = [];
        let answer: http2.IncomingHttpHeaders = {};
        request.on('response', (received) => (answer = received));
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () =>
          resolve({
            status: Number(answer[':status']),
            headers: answer,
            body: Buffer.concat(chunks),
          }),
        );
        request.on('error', reject);
        request.end();
      },
    );
  }

  it('hostile targets and headers: serves the build with its encodings and security headers, refuses a path out of dist, and still answers', async () => {
    const dist = path.join(stack().workDir, 'dist', 'shell');
    const port = Number(new URL(stack().shellUrl).port) + 90;
    const server = await serveStatic({
      dir: dist,
      port,
      tls: await localCertificate(),
      headers: {
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "frame-ancestors 'none'",
      },
    });
    const session = http2.connect(`https://localhost:${port}`, { rejectUnauthorized: false });
    try {
      // A route with no page of its own gets the app's page; /login has its own (login.html).
      for (const [route, file] of [
        ['/carrera/1', 'index.html'],
        ['/login', 'login.html'],
      ] as const) {
        const page = await h2Get(session, route, { 'accept-encoding': 'br' });
        expect(page.status).toBe(200);
        expect(page.headers['content-encoding']).toBe('br');
        expect(page.headers['x-content-type-options']).toBe('nosniff');
        expect(page.headers['content-security-policy']).toBe("frame-ancestors 'none'");
        expect(zlib.brotliDecompressSync(page.body).toString()).toBe(
          fs.readFileSync(path.join(dist, file), 'utf8'),
        );
      }

      const escape = await h2Get(session, '/%2e%2e/%2e%2e/etc/passwd');
      expect(escape.status).toBeGreaterThanOrEqual(400);
      expect(escape.body.toString()).not.toContain('root:');
      expect((await h2Get(session, '/favicon.svg')).status).toBe(200);
    } finally {
      session.close();
      await server.close();
    }
  });
});
