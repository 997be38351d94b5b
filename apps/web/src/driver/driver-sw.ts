/**
 * The driver's page's service worker, so the page opens from the home screen without a network (a
 * car park, a tunnel). It keeps the /driver page and the files that page names under /assets/, and
 * nothing else: never an API answer (those are POSTs, and the page keeps its own last answer in local
 * storage), never another page. The page is fetched from the network first (a new build shows at
 * once); the cache answers only when the network does not. Each time the page is fetched, the files of
 * older builds are dropped.
 *
 * Built by Vite as its own classic script (`?worker&url`); registered with the scope /driver, which
 * the server allows with `Service-Worker-Allowed` on this file alone.
 */

const CACHE = 'spt-driver-v1';
const PAGE = '/driver';

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ServiceWorkerScope {
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
}

const worker = self as unknown as ServiceWorkerScope;

/** The /assets/ files a page names: its script, module preloads and stylesheets. */
function assetsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)].map((match) => match[1] ?? ''));
}

/** Keeps a fresh copy of the page and exactly the files it names (fetching those missing). */
async function keepPage(cache: Cache, response: Response): Promise<void> {
  const html = await response.clone().text();
  await cache.put(PAGE, response);
  const wanted = assetsOf(html);
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (path !== PAGE && !wanted.has(path)) await cache.delete(request);
    wanted.delete(path);
  }
  await Promise.all(
    [...wanted].map(async (path) => {
      const asset = await fetch(path);
      if (asset.ok) await cache.put(path, asset);
    }),
  );
}

const isPage = (response: Response) =>
  response.ok && (response.headers.get('content-type') ?? '').startsWith('text/html');

async function page(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (isPage(response)) await keepPage(cache, response.clone()).catch(() => undefined);
    return response;
  } catch (error) {
    const kept = await cache.match(PAGE);
    if (kept) return kept;
    throw error;
  }
}

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  return (await cache.match(request, { ignoreVary: true, ignoreSearch: true })) ?? fetch(request);
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const response = await fetch(PAGE, { cache: 'no-store' }).catch(() => null);
      if (response && isPage(response)) await keepPage(cache, response).catch(() => undefined);
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys())
        if (key.startsWith('spt-driver-') && key !== CACHE) await caches.delete(key);
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate' && url.pathname === PAGE) event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
});
