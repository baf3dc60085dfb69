// The Spanish digest mail of one user's saved searches: a subject with the total, a text part
// and a simple HTML part, each search linking to its list (filters in the URL) on the site.
import type { Mail } from '../mail/mailer.js';
import { DIGEST_LIST_PATHS, DIGEST_SAVED_SEARCHES_PATH, type DigestSearchKind } from './list-paths.js';

/** One search as claim_saved_search_digests returns it. */
export interface DigestSearch {
  id: string;
  name: string;
  kind: DigestSearchKind;
  query: string;
  new_count: number;
}

/** One user's row of claim_saved_search_digests. */
export interface ClaimedDigest {
  user_id: string;
  email: string;
  searches: DigestSearch[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The list a search opens on the site, as 'Mis búsquedas' opens it. */
export function digestSearchUrl(siteUrl: string, search: Pick<DigestSearch, 'kind' | 'query'>): string {
  const url = new URL(DIGEST_LIST_PATHS[search.kind], siteUrl);
  url.search = search.query;
  return url.toString();
}

export function composeDigestMail(digest: ClaimedDigest, siteUrl: string): Mail {
  const total = digest.searches.reduce((sum, search) => sum + search.new_count, 0);
  const subject = `UniVida: ${plural(total, 'novedad', 'novedades')} en tus búsquedas guardadas`;
  const manage = new URL(DIGEST_SAVED_SEARCHES_PATH, siteUrl).toString();
  const lines = digest.searches.map((search) => ({
    name: search.name,
    count: plural(search.new_count, 'nuevo', 'nuevos'),
    url: digestSearchUrl(siteUrl, search),
  }));
  const text = [
    'Hola:',
    '',
    'Hay resultados nuevos en tus búsquedas guardadas de UniVida:',
    '',
    ...lines.map((line) => `- ${line.name}: ${line.count}\n  ${line.url}`),
    '',
    `Para ver todas tus búsquedas o desactivar este resumen diario: ${manage}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>Hola:</p>
<p>Hay resultados nuevos en tus búsquedas guardadas de UniVida:</p>
<ul>
${lines.map((line) => `<li><a href="${escapeHtml(line.url)}">${escapeHtml(line.name)}</a>: ${line.count}</li>`).join('\n')}
</ul>
<p><a href="${escapeHtml(manage)}">Ver mis búsquedas</a> · desde allí puedes desactivar este resumen diario.</p>
</body></html>`;
  return { to: digest.email, subject, text, html };
}
