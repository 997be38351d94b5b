import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages.js';
import { PATHS } from './texts/language.generated.js';

/** The fourteen pages of the site (SPEC 2.1). */
export const PAGE_IDS = [
  'home',
  'about',
  'services',
  'booking',
  'contact',
  'cityTransfers',
  'tourGiethoorn',
  'tourBruges',
  'tourKeukenhof',
  'tourMarken',
  'tourVolendam',
  'tourZaanseSchans',
  'tourBrussels',
  'tourAntwerp',
] as const;

export type PageId = (typeof PAGE_IDS)[number];

/** One row of the route table: a page and its path in each language. */
export type RouteEntry = { readonly id: PageId } & Readonly<Record<Language, string>>;

/**
 * Each language's paths without its prefix, from its folder's `language.ts` (src/texts/<lang>/), in
 * the order of {@link PAGE_IDS} and then the manage page (a test checks each has a path for every page).
 */
const PAGE_PATHS: Readonly<Record<Language, readonly string[]>> = PATHS;

/** A page's row of the route table: its path in each language, with the language prefix. */
const routeOf = (index: number) =>
  Object.fromEntries(
    LANGUAGES.map((lang) => {
      const path = PAGE_PATHS[lang][index];
      return [lang, path ? `/${lang}/${path}` : `/${lang}`];
    }),
  ) as Record<Language, string>;

/**
 * The route table (SPEC 2.1): every page with its path in each language. Paths carry the language
 * prefix, have no trailing slash and no parameters.
 *
 * @example
 * ROUTES.find((r) => r.id === 'tourBruges') // { id: 'tourBruges', en: '/en/tours/bruges', nl: '/nl/tours/brugge', de: '/de/touren/bruegge', fr: '/fr/excursions/bruges' }
 */
export const ROUTES: readonly RouteEntry[] = Object.freeze(
  PAGE_IDS.map((id, index) => Object.freeze({ id, ...routeOf(index) })),
);

/** Pages reached only through a private link in a customer's mail: noindex, never in the sitemap. */
export const PRIVATE_PAGE_IDS = ['manageBooking'] as const;

export type PrivatePageId = (typeof PRIVATE_PAGE_IDS)[number];

/** One private page and its path in each language. */
export type PrivateRouteEntry = { readonly id: PrivatePageId } & Readonly<Record<Language, string>>;

/**
 * The customer's own booking page (DESIGN "manage booking"): the mails link to it with the token in
 * the fragment, `/en/manage-booking#t=<token>`.
 *
 * @example
 * MANAGE_ROUTE.nl // '/nl/boeking-beheren'
 */
export const MANAGE_ROUTE: PrivateRouteEntry = Object.freeze({
  id: 'manageBooking',
  ...routeOf(PAGE_IDS.length),
});

/**
 * The private pages: routed and prerendered like the pages of {@link ROUTES}, but kept out of it, so
 * the sitemap, `allPaths()` and the route sweeps hold the fourteen public pages only.
 */
export const PRIVATE_ROUTES: readonly PrivateRouteEntry[] = Object.freeze([MANAGE_ROUTE]);

/**
 * Every private page's path in every language, the default language first.
 *
 * @example
 * privatePaths() // ['/en/manage-booking', '/nl/boeking-beheren']
 */
export function privatePaths(): string[] {
  return LANGUAGES.flatMap((lang) => PRIVATE_ROUTES.map((route) => route[lang]));
}

const byId = new Map<PageId, RouteEntry>(ROUTES.map((route) => [route.id, route]));

/**
 * The path of a page in a language.
 *
 * @example
 * pathFor('about', 'nl') // '/nl/over-ons'
 */
export function pathFor(id: PageId, lang: Language): string {
  const route = byId.get(id);
  if (!route) throw new RangeError(`Unknown page id: ${id}`);
  return route[lang];
}

/** Every page's path in every language, the default language first. */
export function allPaths(): string[] {
  return LANGUAGES.flatMap((lang) => ROUTES.map((route) => route[lang]));
}

/**
 * The private page a path belongs to, in any language (a trailing slash, query and hash are ignored).
 *
 * @example
 * privatePageIdForPath('/nl/boeking-beheren#t=abc') // 'manageBooking'
 * privatePageIdForPath('/en/about') // undefined
 */
export function privatePageIdForPath(path: string): PrivatePageId | undefined {
  const { pathname } = splitPath(path);
  return PRIVATE_ROUTES.find((route) => LANGUAGES.some((lang) => route[lang] === pathname))?.id;
}

interface SplitPath {
  pathname: string;
  suffix: string;
}

/** Splits "?query" and "#hash" off a path and removes a trailing slash ("/en/" -> "/en"). */
function splitPath(path: string): SplitPath {
  const cut = path.search(/[?#]/);
  const raw = cut === -1 ? path : path.slice(0, cut);
  const suffix = cut === -1 ? '' : path.slice(cut);
  let pathname = raw.startsWith('/') ? raw : `/${raw}`;
  pathname = pathname.replace(/\/{2,}/g, '/');
  if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.slice(0, -1);
  return { pathname: pathname.toLowerCase(), suffix };
}

/**
 * The language prefix of a path, or undefined when the path has none.
 *
 * @example
 * languageForPath('/nl/diensten') // 'nl'
 * languageForPath('/about') // undefined
 */
export function languageForPath(path: string): Language | undefined {
  const first = splitPath(path).pathname.split('/')[1];
  return isLanguage(first) ? first : undefined;
}

/**
 * The page a path belongs to, in any language (a trailing slash, query and hash are ignored).
 *
 * @example
 * pageIdForPath('/nl/tours/brugge') // 'tourBruges'
 * pageIdForPath('/en/nowhere') // undefined
 */
export function pageIdForPath(path: string): PageId | undefined {
  const { pathname } = splitPath(path);
  return ROUTES.find((route) => LANGUAGES.some((lang) => route[lang] === pathname))?.id;
}

/**
 * The page a path without a language prefix stands for, matching it against every language's paths
 * with their prefix removed ("/about", "/over-ons" and "/ueber-uns" are all the About page).
 *
 * @example
 * pageIdForUnprefixedPath('/tours/brugge') // 'tourBruges'
 */
export function pageIdForUnprefixedPath(path: string): PageId | undefined {
  const { pathname } = splitPath(path);
  for (const lang of LANGUAGES) {
    const candidate = pathname === '/' ? `/${lang}` : `/${lang}${pathname}`;
    const id = pageIdForPath(candidate);
    if (id) return id;
  }
  return undefined;
}

/**
 * Translates a path into another language: the equivalent page's path, keeping query and hash.
 * A prefixed path of an unknown page keeps its rest with the prefix swapped; a path without a
 * prefix gets the page's path in the target language, or the target prefix in front of it.
 *
 * @example
 * localizePath('/en/tours/bruges', 'nl') // '/nl/tours/brugge'
 * localizePath('/nl/over-ons?x=1', 'en') // '/en/about?x=1'
 * localizePath('/about', 'nl') // '/nl/over-ons'
 * localizePath('/en/manage-booking', 'nl') // '/nl/boeking-beheren' (a private page)
 */
export function localizePath(path: string, toLang: Language): string {
  const { pathname, suffix } = splitPath(path);
  const privateRoute = PRIVATE_ROUTES.find((route) => LANGUAGES.some((lang) => route[lang] === pathname));
  if (privateRoute) return privateRoute[toLang] + suffix;
  const id =
    pageIdForPath(pathname) ?? (languageForPath(pathname) ? undefined : pageIdForUnprefixedPath(pathname));
  if (id) return pathFor(id, toLang) + suffix;
  const fromLang = languageForPath(pathname);
  if (fromLang) return `/${toLang}${pathname.slice(1 + fromLang.length)}${suffix}`;
  return `/${toLang}${pathname === '/' ? '' : pathname}${suffix}`;
}

/** Alias of {@link localizePath}. */
export const translatePath = localizePath;

/** The language a visitor with no other signal gets. */
export const FALLBACK_LANGUAGE: Language = DEFAULT_LANGUAGE;
