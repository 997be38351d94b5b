import { company, pathFor } from '@spt/i18n-content';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/page-hero';
import { usePage } from '../../lib/use-page';

/**
 * The page of an unknown path under a language prefix, inside the site's layout: prerendered once per
 * language (dist/<lang>/404.html) and served by the API with status 404; the unprefixed 404.html is the
 * bilingual static page. Its links lead back to the home, booking and contact pages of its language.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { lang } = usePage();
  return (
    <PageHero theme="canal" imageAlt="" eyebrow="404" title={t('notFound.title')} lead={t('notFound.text')}>
      <nav aria-labelledby="not-found-links" className="mt-8">
        <h2 id="not-found-links" className="text-lg font-semibold text-white">
          {t('notFound.linksTitle')}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          <li>
            <Link to={pathFor('home', lang)} className="btn btn-gold">
              {t('notFound.home')}
            </Link>
          </li>
          <li>
            <Link to={pathFor('booking', lang)} className="btn btn-outline-light">
              {t('notFound.booking')}
            </Link>
          </li>
          <li>
            <Link to={pathFor('contact', lang)} className="btn btn-outline-light">
              {t('notFound.contact')}
            </Link>
          </li>
        </ul>
        <p className="mt-6 text-white/80">
          {t('notFound.callUs')}{' '}
          <a
            href={`tel:${company.phoneE164}`}
            className="font-semibold whitespace-nowrap text-white underline underline-offset-4"
          >
            {company.phone}
          </a>
        </p>
      </nav>
    </PageHero>
  );
}
