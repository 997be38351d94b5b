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
          <aside className="space-y-4 rounded-3xl bg-navy-900 p-7 text-white">
            {(['fixedPricing', 'available', 'insured', 'response'] as const).map((key) => (
              <p key={key} className="flex items-center gap-3">
                <Icon name="check" className="size-5 text-gold-400" />
                {t(`home.hero.trust.${key}`)}
              </p>
            ))}
            <a href={`tel:${company.phoneE164}`} className="btn btn-outline-light mt-4 w-full">
              <Icon name="phone" className="size-4" />
              {company.phone}
            </a>
          </aside>
        </div>
      </section>
    </>
  );
}
