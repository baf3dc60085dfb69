// Postgres refuses a malformed uuid with an error; such an id in a URL simply names nothing.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (text: string) => UUID.test(text);
