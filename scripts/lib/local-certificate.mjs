// A throwaway self-signed certificate for localhost (selfsigned), for serving the builds over
// HTTPS with HTTP/2 as a CDN would: `npm run bench:lighthouse -- --http2` and its test.
import { generate } from 'selfsigned';

/** @returns {Promise<{ key: string, cert: string }>} PEM strings, valid for a day. */
export async function localCertificate() {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    days: 1,
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  });
  return { key: pems.private, cert: pems.cert };
}
