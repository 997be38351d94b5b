import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.notFoundTitle'));
  return (
    <main id="main" className="on-light container-page py-12">
      <h1 tabIndex={-1} className="text-3xl text-navy-900 outline-none">
        {t('common.notFoundTitle')}
      </h1>
      <p className="mt-3 text-muted">{t('common.notFoundText')}</p>
      <Link to="/console/bookings" className="btn-primary mt-6">
        {t('common.toBookings')}
      </Link>
    </main>
  );
}
