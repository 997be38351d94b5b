/**
 * The manage link's token, `#t=<token>`: read from the fragment (which browsers never send to the
 * server, so it reaches no request line, log or Referer header), then removed from the address bar
 * and kept in this module's memory only (never in storage), so a language switch inside the page
 * still finds it. A reload or a new tab starts without it: the link in the mail opens the page again.
 */
let remembered: string | null = null;

/** The token of a fragment such as `#t=abc` (also `#x=1&t=abc`), or null. */
export function tokenFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get('t');
}

/**
 * Takes the token out of the address bar (keeping the router's history state) and remembers it; with
 * no token in the address bar, the one remembered earlier in this tab, or null. Another fragment
 * (`#main` of the skip link) stays where it is.
 */
export function takeLinkToken(): string | null {
  if (typeof window === 'undefined') return null;
  const { hash, pathname, search } = window.location;
  const token = hash ? tokenFromHash(hash) : null;
  if (token !== null) {
    remembered = token;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }
  return remembered;
}

/** Forgets the remembered token (tests). */
export function forgetLinkToken(): void {
  remembered = null;
}
