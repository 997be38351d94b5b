import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  languageForPath,
  localizePath,
  PRIVATE_ROUTES,
  ROUTES,
} from '@spt/i18n-content';
import { createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router';
import { FONT_PRELOADS } from '../lib/fonts';
import { notFoundHead, pageHead, privatePageHead } from '../lib/head';
import { switchLanguage } from '../lib/i18n';
import { preferredLanguage } from '../lib/language';
import { notFoundPageComponent, pageComponent } from '../pages/page-components';
import { RootDocument } from './root-document';
import type { RouterContext } from './router-context';

/**
 * Unknown paths have no route of their own: under a language prefix no route takes the whole path,
 * the root is the not-found boundary and renders the not-found page inside the layout, and nothing of
 * the page depends on the path, so the page prerendered at `/en/404` hydrates at any unknown path
 * under `/en`. Unprefixed paths go to the current
 * language's equivalent, replacing the history entry (SPEC 2.2).
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    const lang = languageForPath(location.pathname);
    if (!lang && location.pathname !== '/') {
      const to = (context.i18n.resolvedLanguage as Language | undefined) ?? preferredLanguage();
      throw redirect({ to: localizePath(location.pathname, to), replace: true });
    }
    // A prefix that differs from the active language switches the language (SPEC 2.2).
    if (lang && context.i18n.resolvedLanguage !== lang) await switchLanguage(context.i18n, lang);
  },
  head: ({ match }) => {
    const i18n = match.context.i18n;
    const lang = (i18n.resolvedLanguage as Language | undefined) ?? DEFAULT_LANGUAGE;
    // No route took the whole path: the root is the not-found boundary (the router's own flag).
    const notFound = match._notFound ? notFoundHead(i18n.getFixedT(lang)) : { meta: [] };
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
        { name: 'theme-color', content: '#0b1424' },
        { name: 'format-detection', content: 'telephone=no' },
        ...notFound.meta,
      ],
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'manifest', href: '/site.webmanifest' },
        ...FONT_PRELOADS,
      ],
    };
  },
  component: RootDocument,
  notFoundComponent: notFoundPageComponent,
});

/** The bare root goes to the preferred language (SPEC 2.2); the API does the same on the server. */
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: `/${preferredLanguage()}`, replace: true });
  },
});

/** One route per page and language: the 28 routes of the route table. */
const pageRoutes = ROUTES.flatMap((entry) =>
  LANGUAGES.map((lang) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: entry[lang],
      head: ({ match }) => pageHead(entry.id, lang, match.context.i18n.getFixedT(lang)),
      component: pageComponent(entry.id),
    }),
  ),
);

/** The private pages (the customer's booking page) in both languages: noindex, not in the sitemap. */
const privateRoutes = PRIVATE_ROUTES.flatMap((entry) =>
  LANGUAGES.map((lang) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: entry[lang],
      head: ({ match }) => privatePageHead(entry.id, lang, match.context.i18n.getFixedT(lang)),
      component: pageComponent(entry.id),
    }),
  ),
);

export const routeTree = rootRoute.addChildren([indexRoute, ...pageRoutes, ...privateRoutes]);
