// What a static server accepts as a request target: an origin-form path (RFC 9112 §3.2.1) a
// browser would send for one of our files. Anything else is answered 400 before it reaches the
// file lookup, so no target can throw in a handler or name a file outside dist.

/** Longer paths are no file or route of ours (Node itself refuses request lines over 16 KiB). */
export const MAX_PATH_LENGTH = 2048;

/**
 * The decoded pathname of `target` (req.url), or null when it is not a plain origin-form path:
 * absolute-form (`http://evil/…`), scheme-relative (`//host`), asterisk-form, over-long, badly
 * %-encoded, with control characters, backslashes or `.`/`..` segments (encoded or not).
 * @param {string | undefined} target
 * @returns {string | null}
 */
export function safePathname(target) {
  if (!target?.startsWith('/') || target.startsWith('//')) return null;
  const rawPath = target.split(/[?#]/, 1)[0];
  if (rawPath.length > MAX_PATH_LENGTH) return null;
  let pathname;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return null; // `/%`, `/%zz`, invalid UTF-8
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(pathname)) return null;
  if (pathname.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return pathname;
}
