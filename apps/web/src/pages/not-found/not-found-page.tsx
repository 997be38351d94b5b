import { pathFor } from '@spt/i18n-content';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/page-hero';
import { usePage } from '../../lib/use-page';

/** Shown for an unknown path inside the app (the server's 404.html is the bilingual static twin). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { lang } = usePage();
  return (
    <PageHero theme="canal" imageAlt="" eyebrow="404" title={t('notFound.title')} lead={t('notFound.text')}>
      <Link to={pathFor('home', lang)} className="btn btn-gold mt-8">
        {t('notFound.home')}
      </Link>
    </PageHero>
  );
}
