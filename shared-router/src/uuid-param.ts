// Postgres refuses a malformed uuid with an error; such an id in a URL simply names nothing, so a
// page shows its "not found" without asking. Any 8-4-4-4-12 hex text, as Postgres accepts (the
// seed's fixed ids are not RFC 9562 variants). A regular expression, not zod: a detail page's first
// load would otherwise download the whole validation library (about 22 KiB brotli) for one check.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (text: string) => UUID.test(text);
