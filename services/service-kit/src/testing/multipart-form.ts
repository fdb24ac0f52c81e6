/** A file in a multipart form: its bytes, the name and type a browser would send with it. */
export interface FormFile {
  bytes: Buffer;
  name: string;
  type: string;
}

/**
 * A `multipart/form-data` body as a browser sends it (boundary and parts written by Node's own
 * fetch), for tests that call an upload route with `inject` or a raw request.
 */
export async function multipartForm(
  fields: Record<string, string | FormFile>,
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type }), value.name);
  }
  const request = new Request('http://form.invalid/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? 'multipart/form-data',
  };
}

/** The smallest PNG (1 × 1), enough for an upload whose picture does not matter. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
