import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/errors';

/** A failed query: its translated error and a retry button. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-xl border border-red-700/40 bg-red-50 px-4 py-3 text-red-900">
      <p className="text-sm font-medium">{errorText(t, error)}</p>
      <button type="button" className="btn-secondary mt-3 bg-white" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
