import {
  LANGUAGES,
  type Language,
  languageForPath,
  localizePath,
  PRIVATE_ROUTES,
  ROUTES,
} from '@spt/i18n-content';
import { createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router';
import { pageHead, privatePageHead } from '../lib/head';
import { switchLanguage } from '../lib/i18n';
import { preferredLanguage } from '../lib/language';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { pageComponent } from '../pages/page-components';
import { RootDocument } from './root-document';
import type { RouterContext } from './router-context';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    // A prefix that differs from the active language switches the language (SPEC 2.2).
    const lang = languageForPath(location.pathname);
    if (lang && context.i18n.resolvedLanguage !== lang) await switchLanguage(context.i18n, lang);
  },
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: '#0b1424' },
      { name: 'format-detection', content: 'telephone=no' },
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'manifest', href: '/site.webmanifest' },
    ],
  }),
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});

/** The bare root goes to the preferred language (SPEC 2.2); the API does the same on the server. */
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: `/${preferredLanguage()}`, replace: true });
  },
});

/**
 * Unprefixed paths go to the current language's equivalent, replacing the history entry (SPEC 2.2);
 * prefixed unknown paths show the not-found page.
 */
const fallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: ({ context, location }) => {
    if (!languageForPath(location.pathname)) {
      const lang = (context.i18n.resolvedLanguage as Language | undefined) ?? preferredLanguage();
      throw redirect({ to: localizePath(location.pathname, lang), replace: true });
    }
  },
  component: NotFoundPage,
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

export const routeTree = rootRoute.addChildren([indexRoute, ...pageRoutes, ...privateRoutes, fallbackRoute]);
