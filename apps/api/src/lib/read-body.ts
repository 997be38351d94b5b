/** Why an upstream's body was refused: larger than allowed, or not UTF-8 text. */
export class BodyError extends Error {
  constructor(readonly reason: 'too-large' | 'not-utf8') {
    super(reason);
    this.name = 'BodyError';
  }
}

/**
 * An upstream answer's body as text, refused past `maxBytes` (declared in Content-Length or counted
 * while reading, so a lying or endless server is cut off) or when it is not valid UTF-8.
 *
 * @throws BodyError
 */
export async function readLimitedBody(response: Response, maxBytes: number): Promise<string> {
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await response.body?.cancel();
    throw new BodyError('too-large');
  }
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new BodyError('too-large');
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new BodyError('not-utf8');
  }
}
