import { z } from 'zod';

/**
 * The part of an error answer the browser reads: SPEC 8 shows (and logs) the answer's `error` text
 * whenever there is one; `code`, when present, picks a translated message.
 */
const ErrorAnswerSchema = z.object({ error: z.string().max(2000), code: z.string().max(100).optional() });
export type ErrorAnswer = z.infer<typeof ErrorAnswerSchema>;

export type PostResult<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; error: ErrorAnswer | null };

/**
 * POSTs JSON to the site's API. Never throws: a network failure is `{ ok: false, status: 0 }`, and an
 * error answer carries its `error` text (and `code`) when it has one: parsed, never trusted blindly.
 */
export async function postJson<T>(
  url: string,
  body: unknown,
  options: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<PostResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...options.headers },
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    console.warn(`POST ${url} failed`, error);
    return { ok: false, status: 0, error: null };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, body: json as T };
  const parsed = ErrorAnswerSchema.safeParse(json);
  return { ok: false, status: response.status, error: parsed.success ? parsed.data : null };
}
