/**
 * The manage link's token, `#t=<token>`: read from the fragment (which browsers never send to the
 * server, so it reaches no request line, log or Referer header), then removed from the address bar
 * and kept for this tab only: in memory, and in the tab's `sessionStorage`, so a reload, a language
 * switch or a return from the payment page finds it again. It never goes into the URL's query, into
 * `localStorage` (shared by every tab and kept after the browser closes) or into a log line. A new tab
 * starts without it: the link in the mail opens the page again. The booking wizard keeps the token
 * of a booking paid at booking the same way before it sends the visitor to the payment page, so the
 * manage page the checkout returns to shows that booking (which is why this lives in lib/, below both).
 */
let remembered: string | null = null;

/** The `sessionStorage` key of the tab's token. */
export const TOKEN_STORAGE_KEY = 'spt.manage.token';

/** The token of a fragment such as `#t=abc` (also `#x=1&t=abc`), or null. */
export function tokenFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get('t');
}

/** The tab's storage, or null where the browser refuses it (storage disabled, some private modes). */
function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function readStored(): string | null {
  try {
    return tabStorage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function store(token: string | null): void {
  try {
    const storage = tabStorage();
    if (token === null) storage?.removeItem(TOKEN_STORAGE_KEY);
    else storage?.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // A full or refused storage: the token stays in memory, and a reload asks for the mail's link.
  }
}

/**
 * Takes the token out of the address bar (keeping the router's history state) and keeps it for the
 * tab; with no token in the address bar, the tab's token from earlier (this page's memory, else the
 * tab's storage after a reload), or null. A link's token replaces the tab's earlier one. Another
 * fragment (`#main` of the skip link) stays where it is.
 */
export function takeLinkToken(): string | null {
  if (typeof window === 'undefined') return null;
  const { hash, pathname, search } = window.location;
  const token = hash ? tokenFromHash(hash) : null;
  if (token !== null) {
    remembered = token;
    store(token);
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    return token;
  }
  remembered ??= readStored();
  return remembered;
}

/**
 * Keeps a token the API gave this tab (the booking just made, before the visitor leaves for the
 * payment page), replacing the tab's earlier one: the manage page the checkout returns to, which has
 * no token in its address, finds the booking with it.
 */
export function keepLinkToken(token: string): void {
  remembered = token;
  store(token);
}

/** Forgets the tab's token, in memory and in storage: the server said it is not valid. */
export function forgetLinkToken(): void {
  remembered = null;
  store(null);
}
