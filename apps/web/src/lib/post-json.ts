/**
 * The part of an error answer the browser reads: SPEC 8 shows (and logs) the answer's `error` text
 * whenever there is one; `code`, when present, picks a translated message.
 */
export interface ErrorAnswer {
  error: string;
  code?: string;
  /**
   * The fields a 400 answer's `issues` name, as their dotted paths (`email`, `passenger.phone`), when
   * it names any: the form marks them and its summary names them.
   */
  fields?: string[];
}

const isShortText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;

/**
 * Reads an error answer's `error` and `code`, or null when it has none usable. Written by hand rather
 * than with zod: every page posts through here, and zod would be the largest part of the first load.
 */
export function readErrorAnswer(json: unknown): ErrorAnswer | null {
  if (typeof json !== 'object' || json === null) return null;
  const { error, code, issues } = json as Record<string, unknown>;
  if (!isShortText(error, 2000)) return null;
  const fields = issueFields(issues);
  const withFields = fields.length > 0 ? { fields } : {};
  if (code === undefined) return { error, ...withFields };
  return isShortText(code, 100) ? { error, code, ...withFields } : null;
}

/** The distinct paths of an answer's `issues` (the API's field problems); anything else is left out. */
function issueFields(issues: unknown): string[] {
  if (!Array.isArray(issues)) return [];
  const paths = issues
    .slice(0, 50)
    .map((issue: unknown) =>
      typeof issue === 'object' && issue !== null ? (issue as Record<string, unknown>).path : undefined,
    )
    .filter((path): path is string => isShortText(path, 200) && path !== '');
  return [...new Set(paths)];
}

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
  return { ok: false, status: response.status, error: readErrorAnswer(json) };
}
