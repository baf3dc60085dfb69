// GET /local/v1/inbox: the local mail catcher's messages as a tiny page (newest first, links
// clickable), and /local/v1/inbox/messages as JSON for tests and tools. Served only when the
// catcher runs, which is only on a loopback address (see server.ts).
import type { FastifyInstance } from 'fastify';
import type { CaughtMail, MailCatcher } from './catcher.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function page(messages: CaughtMail[]): string {
  const items = messages
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject || '(sin asunto)')}</h2>
  <p class="meta">Para ${escapeHtml(mail.to.join(', '))} · de ${escapeHtml(mail.from)} · <time datetime="${mail.receivedAt}">${mail.receivedAt}</time></p>
  <pre>${linkify(escapeHtml(mail.text))}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Correo local · supabase-local</title>
<style>body{font:16px system-ui,sans-serif;margin:0 auto;max-width:48rem;padding:1rem}article{border-bottom:1px solid #ccc;padding:.5rem 0}
pre{white-space:pre-wrap;word-break:break-word}.meta{color:#555;font-size:.875rem}</style></head>
<body><main><h1>Correo local</h1>
<p>Los correos que envía el backend local (recuperación de contraseña) llegan aquí; los más recientes primero.</p>
${items || '<p>No hay correos.</p>'}
</main></body></html>`;
}

export function inboxRoutes(app: FastifyInstance, catcher: MailCatcher) {
  app.get('/local/v1/inbox', async (_request, reply) =>
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(page(catcher.messages())),
  );
  app.get('/local/v1/inbox/messages', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(catcher.messages()),
  );
}
