import { pathFor } from '@spt/i18n-content';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ContentIcon, type UiIconName } from '../../components/content-icon';
import { PageHero } from '../../components/page-hero';
import { SectionHeading } from '../../components/section-heading';
import { BookButton } from '../../features/booking-modal/book-button';
import { usePage } from '../../lib/use-page';

const CORE: { key: string; icon: UiIconName }[] = [
  { key: 'airport', icon: 'plane' },
  { key: 'business', icon: 'briefcase' },
  { key: 'city', icon: 'building' },
];
const PERKS: { key: string; icon: UiIconName }[] = [
  { key: 'account', icon: 'briefcase' },
  { key: 'priority', icon: 'award' },
  { key: 'discretion', icon: 'shield' },
  { key: 'events', icon: 'users' },
];

export function ServicesPage() {
  const { t } = useTranslation();
  const { lang } = usePage();
  return (
    <>
      <PageHero
        theme="motorway"
        imageAlt=""
        eyebrow={t('services.hero.eyebrow')}
        title={t('services.hero.title')}
        lead={t('services.hero.lead')}
      />

      <section className="py-20 lg:py-28" aria-labelledby="services-core">
        <div className="container-page">
          <SectionHeading id="services-core" title={t('services.core.title')} />
          <ul className="mt-12 grid gap-6 lg:grid-cols-3">
            {CORE.map((item) => {
              const points = t(`services.core.items.${item.key}.points`, { returnObjects: true }) as string[];
              return (
                <li key={item.key} className="card flex flex-col p-8 sm:p-10">
                  <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-navy-900 text-gold-400">
                    <ContentIcon name={item.icon} className="size-7" />
                  </span>
                  <h3 className="mt-8 text-2xl text-navy-900">
                    {t(`services.core.items.${item.key}.title`)}
                  </h3>
                  <p className="mt-3 leading-relaxed text-muted">
                    {t(`services.core.items.${item.key}.text`)}
                  </p>
                  <ul className="mt-6 space-y-3 border-t border-navy-900/10 pt-6">
                    {points.map((point) => (
                      <li key={point} className="flex items-center gap-3 text-navy-900">
                        <ContentIcon name="check" className="size-4 shrink-0 text-gold-600" />
                        {point}
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="container-page py-6 lg:py-10" aria-labelledby="services-perks">
        <div className="panel-dark px-6 py-16 sm:px-12 lg:py-20">
          <SectionHeading id="services-perks" tone="dark" title={t('services.perks.title')} />
          <ul className="mt-12 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
            {PERKS.map((perk) => (
              <li key={perk.key} className="border-t border-white/15 pt-6">
                <ContentIcon name={perk.icon} className="size-7 text-gold-400" />
                <h3 className="mt-5 font-sans text-lg font-semibold text-white">
                  {t(`services.perks.items.${perk.key}.title`)}
                </h3>
                <p className="mt-2 leading-relaxed text-white/75">
                  {t(`services.perks.items.${perk.key}.text`)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="py-20 lg:py-28" aria-labelledby="services-guarantee">
        <div className="container-page">
          <div className="grid items-center gap-10 rounded-3xl border border-gold-500/40 bg-white p-8 shadow-card sm:p-12 lg:grid-cols-[auto_1fr] lg:gap-14">
            <span className="inline-flex size-20 items-center justify-center rounded-full bg-gold-200 text-gold-700">
              <ContentIcon name="shield" className="size-10" />
            </span>
            <div>
              <h2 id="services-guarantee" className="text-3xl text-navy-900">
                {t('services.guarantee.title')}
              </h2>
              <p className="mt-4 max-w-3xl text-lg leading-relaxed text-muted">
                {t('services.guarantee.text')}
              </p>
            </div>
          </div>
          <div className="panel-dark mt-16 flex flex-col items-start justify-between gap-8 p-8 sm:p-12 lg:flex-row lg:items-center">
            <div>
              <h2 className="text-3xl text-white">{t('services.cta.title')}</h2>
              <p className="mt-3 max-w-xl text-white/75">{t('services.cta.text')}</p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <BookButton />
              <Link to={pathFor('contact', lang)} className="btn-secondary-on-dark">
                {t('common.contactUs')}
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
