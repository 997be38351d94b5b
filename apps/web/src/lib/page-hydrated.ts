import { useLayoutEffect } from 'react';

let markHydrated: () => void = () => {};

/**
 * Settles once the page under the router (its own Suspense boundary, which React hydrates after the
 * layout around it) has hydrated or was rendered on the client, and at the latest after 3 s (a page
 * that failed to render must not hold the router). The router must not move before: the new path
 * and language would reach the page while React still hydrates it from the prerendered HTML, React
 * would find other text than the HTML's and throw that render away with errors (a visitor who picked
 * another language in the first moments after the page appeared).
 */
export const pageHydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});
if (typeof document !== 'undefined') setTimeout(markHydrated, 3000);

/** Called by every page component: its first commit is the page's hydration. */
export function useMarkPageHydrated(): void {
  useLayoutEffect(markHydrated, []);
}
