import { company } from '@spt/i18n-content';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { PageHero } from '../../components/page-hero';
import { BookingWizard } from '../../features/booking-wizard/booking-wizard';

export function BookingPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero
        theme="runway"
        imageAlt=""
        eyebrow={t('booking.page.eyebrow')}
        title={t('booking.page.title')}
        lead={t('booking.page.lead')}
      />
      <section className="relative z-10 -mt-10 pb-20 lg:pb-28" aria-label={t('booking.page.title')}>
        <div className="container-page grid gap-8 lg:grid-cols-[1.6fr_1fr]">
          <div className="card p-7 sm:p-10">
            <BookingWizard />
          </div>
          {/* As tall as its content beside a wizard step of any height (no empty navy column), and
              in view while the visitor works down a long step. */}
          <aside className="panel-dark space-y-4 self-start p-7 lg:sticky lg:top-28">
            {(['fixedPricing', 'available', 'insured', 'response'] as const).map((key) => (
              <p key={key} className="flex items-center gap-3">
                <Icon name="check" className="size-5 text-gold-400" />
                {t(`home.hero.trust.${key}`)}
              </p>
            ))}
            <a href={`tel:${company.phoneE164}`} className="btn-secondary-on-dark mt-4 w-full">
              <Icon name="phone" className="size-4" />
              {company.phone}
            </a>
          </aside>
        </div>
      </section>
    </>
  );
}
