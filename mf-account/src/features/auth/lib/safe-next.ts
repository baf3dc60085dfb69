/**
 * Where to go after signing in: the `next` query parameter when it is a path on this site
 * ('/chats?conversationId=…'), else home. A full URL or a protocol-relative '//evil.example' would
 * turn the login page into an open redirect.
 */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}
