// jsdom brings its own FormData and File, which Node's fetch (the one tests reach the backend
// with) cannot send: an upload would never arrive. Bodies of jsdom's FormData are re-created with
// Node's classes before they are sent, so supabase-js uploads behave as in a browser.
import { File as NodeFile } from 'node:buffer';

let installed = false;

async function nodeFormDataClass(): Promise<typeof FormData> {
  const empty = new Response('', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return (await empty.formData()).constructor as typeof FormData;
}

export async function sendJsdomFormDataWithNodeFetch(): Promise<void> {
  if (installed) return;
  installed = true;
  const NodeFormData = await nodeFormDataClass();
  const nodeFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const body = init?.body;
    const fromJsdom =
      body instanceof FormData && Object.getPrototypeOf(body) !== NodeFormData.prototype;
    if (!fromJsdom) return nodeFetch(input, init);
    const copy = new NodeFormData();
    for (const [name, value] of body.entries()) {
      if (typeof value === 'string') copy.append(name, value);
      else {
        const bytes = new Uint8Array(await value.arrayBuffer());
        copy.append(
          name,
          new NodeFile([bytes], value.name, { type: value.type }) as unknown as File,
        );
      }
    }
    return nodeFetch(input, { ...init, body: copy });
  };
}
