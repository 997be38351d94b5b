import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/page-hero';
import { HydratedSuspense } from '../../lib/hydrated-suspense';
import { LoadingState } from './loading-state';

// The booking, its schemas and the cancel dialog load after the page, never in another page's first load.
const ManageBooking = lazy(() => import('./manage-booking').then((m) => ({ default: m.ManageBooking })));

/**
 * The customer's own booking page, `/en/manage-booking#t=<token>` (noindex, not in the sitemap). The
 * prerendered HTML holds the heading and the loading state (with a message for visitors without
 * scripts); the booking mounts once the page has hydrated.
 */
export function ManageBookingPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero
        theme="runway"
        imageAlt=""
        eyebrow={t('manage.hero.eyebrow')}
        title={t('manage.hero.title')}
        lead={t('manage.hero.lead')}
      />
      {/* At least a screen tall: the booking arrives after the page, and the footer must not show
          first and then be pushed away (CLS). */}
      <section className="relative z-10 -mt-10 min-h-svh pb-20 lg:pb-28" aria-label={t('manage.hero.title')}>
        <div className="container-page">
          <div className="card mx-auto max-w-3xl p-5 sm:p-10">
            <HydratedSuspense fallback={<LoadingState />}>
              <ManageBooking />
            </HydratedSuspense>
          </div>
        </div>
      </section>
    </>
  );
}
