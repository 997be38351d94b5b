import {
  company,
  type Language,
  languageForPath,
  pageIdForPath,
  privatePageIdForPath,
  type TranslationResource,
  translations,
} from '@spt/i18n-content';
import { createMemoryHistory } from '@tanstack/react-router';
import { createRequestHandler, RouterServer, renderRouterToString } from '@tanstack/react-router/ssr/server';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticI18n, serializeI18nData } from './lib/i18n';
import { pageJsonLd } from './lib/json-ld';
import { notFoundPageSource, pageSource } from './pages/page-components';
import { StaticDocument } from './pages/static/static-document';
import { createAppRouter } from './routes/router';

export { allPaths, privatePaths, ROUTES } from '@spt/i18n-content';
export { artworkFiles } from './components/artwork-drawings';
export { SITE_URL } from './lib/env';

/** The web app manifest (/site.webmanifest), named after the company (packages/i18n-content). */
export function webManifest(): string {
  const manifest = {
    name: company.name,
    short_name: company.shortName,
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    start_url: '/',
    display: 'browser',
    background_color: '#fbf9f5',
    theme_color: '#0b1424',
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * The source file of the page shown at `path` (its chunk is preloaded with the entry): the not-found
 * page's for a path no page takes.
 */
export function pageSourceForPath(path: string): string {
  const id = pageIdForPath(path) ?? privatePageIdForPath(path);
  return id ? pageSource(id) : notFoundPageSource;
}

/** The client build's files for the document: stylesheet(s), entry module and its imports. */
export interface ClientAssets {
  css: string[];
  entry: string;
  preloads: string[];
  /**
   * The boot script (scripts/boot.js), when the build has one: the page then names only it, and it
   * loads the entry and preloads after the first paint. Without it (the dev server) the entry is a
   * plain module script with modulepreload links.
   */
  boot?: string;
}

function manifestFor(assets: ClientAssets) {
  const { boot } = assets;
  return {
    routes: {
      __root__: {
        css: assets.css,
        preloads: boot ? [] : assets.preloads,
        scripts: [
          boot
            ? { attrs: { src: boot, 'data-entry': assets.entry, 'data-preload': assets.preloads.join(' ') } }
            : { attrs: { type: 'module', src: assets.entry } },
        ],
      },
    },
  };
}

/**
 * Renders one route to a full HTML document with the router's dehydrated state. `texts` replaces the
 * languages' resources (the pseudo-language test renders every page with marked texts).
 */
export async function renderPage(
  path: string,
  assets: ClientAssets,
  texts: Readonly<Record<Language, TranslationResource>> = translations,
): Promise<{ status: number; html: string }> {
  const lang: Language = languageForPath(path) ?? 'en';
  const i18n = createStaticI18n(lang, texts);
  const i18nDataJson = serializeI18nData({ lng: lang, resources: texts[lang] });
  const request = new Request(new URL(path, 'http://localhost'));
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createAppRouter({ i18n, i18nDataJson }, createMemoryHistory({ initialEntries: [path] })),
    getRouterManifest: () => manifestFor(assets),
  });
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> }),
  );
  const html = await response.text();
  // The structured data goes into the HTML alone (crawlers read it there), at the end of the body:
  // an element the router did not render in the head made it re-render the document at hydration
  // (the scroll position and the first client navigation were lost); at the end of the body it is
  // left alone. Search engines read JSON-LD anywhere in the document.
  const pageId = pageIdForPath(path);
  const jsonLd = pageId
    ? `<script type="application/ld+json">${pageJsonLd(pageId, lang, i18n.getFixedT(lang))}</script>`
    : '';
  return { status: response.status, html: jsonLd ? html.replace(`</body>`, `${jsonLd}</body>`) : html };
}

/** The 404 page in every language and the root language chooser: static, not hydrated. */
export function renderStatic(
  kind: 'not-found' | 'root',
  assets: ClientAssets,
  texts: Readonly<Record<Language, TranslationResource>> = translations,
): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<StaticDocument kind={kind} assets={assets} texts={texts} />)}`;
}
