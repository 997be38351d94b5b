/**
 * The console's URL search params are flat strings (`?status=requested&q=0612`), read and written
 * with URLSearchParams, so a reference or a phone number is never turned into a number or JSON.
 */
export function parseSearch(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search.startsWith('?') ? search.slice(1) : search));
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Where to go after signing in: a console path of this site, else the bookings.
 *
 * @example
 * safeRedirect('/console/bookings/SPT-7K3M9Q') // '/console/bookings/SPT-7K3M9Q'
 * safeRedirect('https://evil.example/') // '/console/bookings'
 */
export function safeRedirect(target: string | undefined): string {
  if (!target || !/^\/console(\/|\?|$)/.test(target) || target.startsWith('/console/sign-in')) {
    return '/console/bookings';
  }
  return target;
}
