import './styles.css';
import { isLanguage, localizePath, pageIdForUnprefixedPath } from '@spt/i18n-content';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserI18n, I18N_DATA_ID, type I18nData } from './lib/i18n';
import { preferredLanguage } from './lib/language';
import { createAppRouter } from './routes/router';

/** Static pages that are not hydrated: the bilingual 404 and the root language chooser. */
function handleStaticPage(kind: string): void {
  const path = window.location.pathname;
  if (kind === 'root') {
    window.location.replace(`/${preferredLanguage()}`);
    return;
  }
  // A 404 for a path without a language prefix that names a known page: go there (SPEC 2.2).
  const first = path.split('/')[1];
  if (kind === 'not-found' && !isLanguage(first) && pageIdForUnprefixedPath(path)) {
    window.location.replace(
      localizePath(path + window.location.search + window.location.hash, preferredLanguage()),
    );
  }
}

const staticKind = document.documentElement.dataset.static;
const dataElement = document.getElementById(I18N_DATA_ID);
if (staticKind) {
  handleStaticPage(staticKind);
} else if (dataElement?.textContent) {
  const i18nDataJson = dataElement.textContent;
  const data = JSON.parse(i18nDataJson) as I18nData;
  const i18n = createBrowserI18n(data);
  const router = createAppRouter({ i18n, i18nDataJson });
  router.subscribe('onResolved', ({ pathChanged }) => {
    if (pathChanged) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  });
  // A transition hydrates in slices that yield to the main thread, so a tap or scroll during
  // hydration is not held up behind one long task.
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />);
  });
}
