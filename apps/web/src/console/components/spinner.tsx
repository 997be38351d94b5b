import { useTranslation } from 'react-i18next';

/** A loading indicator with its text for screen readers. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-3 py-6 text-muted" role="status">
      <span aria-hidden="true" className="spinner size-5" />
      {label ?? t('common.loading')}
    </p>
  );
}
