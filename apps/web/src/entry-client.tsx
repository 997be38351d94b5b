import './styles.css';
import { isLanguage, localizePath, pageIdForUnprefixedPath } from '@spt/i18n-content';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserI18n, I18N_DATA_ID, type I18nData } from './lib/i18n';
import { preferredLanguage } from './lib/language';
import { pageHydrated } from './lib/page-hydrated';
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

/**
 * The visitor may scroll the prerendered page before the app arrives (it starts after the first
 * paint), and keeps their place: the router scrolls to the top when it first renders, so the place
 * the page had just before is put back. Scroll events arrive after that render, so `kept` is still
 * the visitor's own position when it is read.
 */
function keepScrollThroughHydration(router: ReturnType<typeof createAppRouter>): void {
  let kept = { left: window.scrollX, top: window.scrollY };
  const keep = () => {
    kept = { left: window.scrollX, top: window.scrollY };
  };
  window.addEventListener('scroll', keep, { passive: true });
  // The first render is hydration's (its fromLocation is already the page's own).
  const stop = router.subscribe('onRendered', () => {
    stop();
    window.removeEventListener('scroll', keep);
    if (window.scrollX !== kept.left || window.scrollY !== kept.top)
      window.scrollTo({ ...kept, behavior: 'instant' });
  });
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
  // A new path starts at the top (SPEC 2.2).
  router.subscribe('onResolved', ({ pathChanged }) => {
    if (pathChanged) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  });
  keepScrollThroughHydration(router);
  // A navigation asked for before the page has hydrated waits for it (lib/page-hydrated.ts).
  const unblock = router.history.block({
    blockerFn: () => pageHydrated.then(() => false),
    enableBeforeUnload: false,
  });
  void pageHydrated.then(unblock);
  // A transition hydrates in slices that yield to the main thread, so a tap or scroll during
  // hydration is not held up behind one long task.
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />);
  });
}
