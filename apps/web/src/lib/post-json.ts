import { type ApiError, ApiErrorSchema } from '@spt/contracts';

export type PostResult<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; error: ApiError | null };

/**
 * POSTs JSON to the site's API. Never throws: a network failure is `{ ok: false, status: 0 }`, and an
 * error answer carries the API's `{ error, code }` when it has one (parsed, never trusted blindly).
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
  const parsed = ApiErrorSchema.safeParse(json);
  return { ok: false, status: response.status, error: parsed.success ? parsed.data : null };
}
