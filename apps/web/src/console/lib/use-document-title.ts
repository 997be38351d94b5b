import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title to "<page> · Console · <company>". */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  const suffix = t('meta.titleSuffix');
  useEffect(() => {
    document.title = page ? `${page} · ${suffix}` : suffix;
  }, [page, suffix]);
}
