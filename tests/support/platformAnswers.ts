// Helpers for the content and member-centre tests: envelopes and upload bodies.

/** The envelope of a response, typed loosely for assertions. */
export function envelope<T = unknown>(response: {
  json(): unknown;
}): { success: boolean; value: T; code?: string; message?: string } {
  return response.json() as { success: boolean; value: T; code?: string; message?: string };
}

/** A 1×1 transparent PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A multipart/form-data body built the way a browser's FormData is sent. */
export async function multipartBody(
  fields: Record<string, string>,
  files: { name: string; type: string; bytes: Buffer }[],
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append('images', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}
