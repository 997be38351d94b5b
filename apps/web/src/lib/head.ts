import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  NUMBER_LOCALES,
  type PageId,
  PRIVATE_ROUTES,
  type PrivatePageId,
  pathFor,
} from '@spt/i18n-content';
import type { TFunction } from 'i18next';
import { SITE_URL } from './env';

/** Open Graph's locale of a language: its number and date locale with an underscore (`de_DE`). */
const ogLocale = (lang: Language): string => NUMBER_LOCALES[lang].replace('-', '_');

export interface HeadTags {
  meta: Record<string, string>[];
  links: Record<string, string>[];
  scripts: { type: string; children: string }[];
}

/** Title, description, canonical, hreflang alternates and Open Graph of a page. */
export function pageHead(pageId: PageId, lang: Language, t: TFunction): HeadTags {
  const title = t(`meta.pages.${pageId}.title`);
  const description = t(`meta.pages.${pageId}.description`);
  const url = `${SITE_URL}${pathFor(pageId, lang)}`;
  const otherLocales = LANGUAGES.filter((l) => l !== lang).map(ogLocale);
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: t('meta.siteName') },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:locale', content: ogLocale(lang) },
      ...otherLocales.map((content) => ({ property: 'og:locale:alternate', content })),
      { name: 'twitter:card', content: 'summary' },
    ],
    links: [
      { rel: 'canonical', href: url },
      ...LANGUAGES.map((l) => ({ rel: 'alternate', hrefLang: l, href: `${SITE_URL}${pathFor(pageId, l)}` })),
      { rel: 'alternate', hrefLang: 'x-default', href: `${SITE_URL}${pathFor(pageId, DEFAULT_LANGUAGE)}` },
    ],
    // The JSON-LD is written into the prerendered HTML alone (./json-ld.ts, by entry-server.tsx): only
    // crawlers read it, from the page's HTML, so the browser never loads the code that builds it.
    scripts: [],
  };
}

/** The translation keys of each private page's title and description. */
const PRIVATE_META: Record<PrivatePageId, string> = { manageBooking: 'manage.meta' };

/**
 * The head of a private page (a customer's own booking, reached by the link in their mail): title,
 * description, canonical to itself and its language alternates, and `noindex, nofollow`, so search
 * engines neither list it nor follow its links. No Open Graph or JSON-LD: it is not for sharing.
 */
export function privatePageHead(pageId: PrivatePageId, lang: Language, t: TFunction): HeadTags {
  const route = PRIVATE_ROUTES.find((r) => r.id === pageId);
  if (!route) throw new RangeError(`Unknown private page id: ${pageId}`);
  const prefix = PRIVATE_META[pageId];
  return {
    meta: [
      { title: t(`${prefix}.title`) },
      { name: 'description', content: t(`${prefix}.description`) },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
    links: [
      { rel: 'canonical', href: `${SITE_URL}${route[lang]}` },
      ...LANGUAGES.map((l) => ({ rel: 'alternate', hrefLang: l, href: `${SITE_URL}${route[l]}` })),
      { rel: 'alternate', hrefLang: 'x-default', href: `${SITE_URL}${route[DEFAULT_LANGUAGE]}` },
    ],
    scripts: [],
  };
}

/**
 * The head of the not-found page of a language: its title, and `noindex` (its status is 404, and no
 * crawler should list an address that does not exist). No canonical or alternates: it has no address.
 */
export function notFoundHead(t: TFunction): Pick<HeadTags, 'meta'> {
  return {
    meta: [{ title: t('notFound.metaTitle') }, { name: 'robots', content: 'noindex' }],
  };
}
