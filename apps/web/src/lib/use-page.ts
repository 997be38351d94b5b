import { type Language, languageForPath, type PageId, pageIdForPath } from '@spt/i18n-content';
import { useRouterState } from '@tanstack/react-router';

/** The current path, its language (from the prefix) and its page. */
export function usePage(): { pathname: string; lang: Language; pageId: PageId | undefined } {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return { pathname, lang: languageForPath(pathname) ?? 'en', pageId: pageIdForPath(pathname) };
}
