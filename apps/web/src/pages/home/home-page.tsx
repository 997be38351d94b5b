import { company, pathFor } from '@spt/i18n-content';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Artwork } from '../../components/artwork';
import { ContentIcon, type UiIconName } from '../../components/content-icon';
import { PageHero } from '../../components/page-hero';
import { SectionHeading } from '../../components/section-heading';
import { StatCounters } from '../../components/stat-counters';
import { BookButton } from '../../features/booking-modal/book-button';
import { usePage } from '../../lib/use-page';
import { FleetSelector } from './fleet-selector';

const SERVICE_CARDS: { key: string; icon: UiIconName; to: 'services' | 'cityTransfers' }[] = [
  { key: 'airport', icon: 'plane', to: 'services' },
  { key: 'business', icon: 'briefcase', to: 'services' },
  { key: 'tours', icon: 'map-pin', to: 'cityTransfers' },
];

const WHY: { key: string; icon: UiIconName }[] = [
  { key: 'fixed', icon: 'euro' },
  { key: 'available', icon: 'clock' },
  { key: 'insured', icon: 'shield' },
  { key: 'response', icon: 'sparkle' },
];

export function HomePage() {
  const { t } = useTranslation();
  const { lang } = usePage();
  const points = t('home.about.points', { returnObjects: true }) as string[];

  return (
    <>
      <PageHero
        size="lg"
        theme="runway"
        imageAlt=""
        eyebrow={
          <>
            <span className="gold-rule" aria-hidden="true" />
            {t('home.hero.eyebrow')}
          </>
        }
        title={
          <>
            {t('home.hero.title')} <span className="block text-gold-300">{t('home.hero.titleAccent')}</span>
          </>
        }
        lead={t('home.hero.lead')}
      >
        <p className="mt-8 inline-flex items-center gap-3 rounded-full border border-gold-400/40 bg-navy-950/60 px-5 py-2 text-sm font-semibold text-gold-200">
          <ContentIcon name="euro" className="size-4 text-gold-400" />
          {t('home.hero.priceBadge')}
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <BookButton className="btn-primary px-8 text-base">{t('common.bookPremiumRide')}</BookButton>
          <a href={`tel:${company.phoneE164}`} className="btn-secondary-on-dark px-8 text-base">
            <ContentIcon name="phone" className="size-4" />
            {t('common.callUs', { phone: company.phone })}
          </a>
        </div>
      </PageHero>

      <section aria-label={t('home.hero.priceBadge')} className="container-page relative z-10 -mt-10">
        <ul className="grid grid-cols-2 gap-x-6 gap-y-4 rounded-3xl bg-white px-6 py-6 text-sm font-medium text-navy-900 shadow-lift ring-1 ring-navy-900/5 sm:px-8 lg:grid-cols-4">
          {(['fixedPricing', 'available', 'insured', 'response'] as const).map((key) => (
            <li key={key} className="flex items-center gap-3">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-sand-100 text-gold-700">
                <ContentIcon name="check" className="size-4" />
              </span>
              {t(`home.hero.trust.${key}`)}
            </li>
          ))}
        </ul>
      </section>

      <section className="py-20 lg:py-28" aria-labelledby="home-about">
        <div className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
          <div className="relative">
            <div
              className="absolute -inset-3 translate-x-2 translate-y-2 rounded-3xl border border-gold-500/40 sm:translate-x-5 sm:translate-y-5"
              aria-hidden="true"
            />
            <div className="relative aspect-[4/3] overflow-hidden rounded-3xl shadow-lift">
              <Artwork theme="canal" alt="" />
            </div>
          </div>
          <div>
            <SectionHeading id="home-about" eyebrow={t('home.about.eyebrow')} title={t('home.about.title')} />
            <p className="mt-6 text-lg leading-relaxed text-muted">{t('home.about.text')}</p>
            <ul className="mt-8 space-y-4">
              {points.map((point) => (
                <li key={point} className="flex gap-3 text-navy-900">
                  <ContentIcon name="check" className="mt-0.5 size-5 shrink-0 text-gold-600" />
                  {point}
                </li>
              ))}
            </ul>
            <Link to={pathFor('about', lang)} className="btn-secondary mt-10">
              {t('home.about.cta')}
              <ContentIcon name="arrow-right" className="size-4" />
            </Link>
          </div>
        </div>
      </section>

      <section className="section-tint py-20 lg:py-28" aria-labelledby="home-services">
        <div className="container-page">
          <SectionHeading
            id="home-services"
            eyebrow={t('home.services.eyebrow')}
            title={t('home.services.title')}
            lead={t('home.services.lead')}
          />
          <ul className="mt-14 grid gap-6 lg:grid-cols-3">
            {SERVICE_CARDS.map((card) => (
              <li
                key={card.key}
                className="group flex flex-col rounded-3xl bg-sand-50 p-8 ring-1 ring-navy-900/5 transition hover:-translate-y-1 hover:shadow-lift"
              >
                <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-navy-900 text-gold-400">
                  <ContentIcon name={card.icon} className="size-7" />
                </span>
                <h3 className="mt-8 text-2xl text-navy-900">{t(`home.services.cards.${card.key}.title`)}</h3>
                <p className="mt-3 flex-1 leading-relaxed text-muted">
                  {t(`home.services.cards.${card.key}.text`)}
                </p>
                <Link
                  to={pathFor(card.to, lang)}
                  className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-gold-700 hover:text-navy-900"
                >
                  {t('common.learnMore')}
                  <span className="sr-only">: {t(`home.services.cards.${card.key}.title`)}</span>
                  <ContentIcon
                    name="arrow-right"
                    className="size-4 transition-transform group-hover:translate-x-1"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="py-20 lg:py-28" aria-labelledby="home-fleet">
        <div className="container-page">
          <SectionHeading
            id="home-fleet"
            eyebrow={t('home.fleet.eyebrow')}
            title={t('home.fleet.title')}
            lead={t('home.fleet.lead')}
          />
          <div className="mt-12">
            <FleetSelector lang={lang} />
          </div>
        </div>
      </section>

      <section className="container-page py-6 lg:py-10" aria-labelledby="home-stats">
        <div className="panel-dark px-6 py-16 sm:px-12 lg:py-20">
          <SectionHeading
            id="home-stats"
            tone="dark"
            align="center"
            eyebrow={t('home.stats.eyebrow')}
            title={t('home.stats.title')}
          />
          <div className="mt-14">
            <StatCounters lang={lang} />
          </div>
        </div>
      </section>

      <section className="py-20 lg:py-28" aria-labelledby="home-why">
        <div className="container-page grid gap-14 lg:grid-cols-[1.3fr_1fr] lg:gap-20">
          <div>
            <SectionHeading id="home-why" eyebrow={t('home.why.eyebrow')} title={t('home.why.title')} />
            <ul className="mt-12 grid gap-x-10 gap-y-10 sm:grid-cols-2">
              {WHY.map((item) => (
                <li key={item.key}>
                  <ContentIcon name={item.icon} className="size-7 text-gold-600" />
                  <h3 className="mt-4 font-sans text-lg font-semibold text-navy-900">
                    {t(`home.why.items.${item.key}.title`)}
                  </h3>
                  <p className="mt-2 leading-relaxed text-muted">{t(`home.why.items.${item.key}.text`)}</p>
                </li>
              ))}
            </ul>
          </div>
          <aside className="relative self-start overflow-hidden rounded-3xl bg-navy-900 p-8 text-white shadow-lift sm:p-10">
            <div className="absolute inset-0 opacity-40" aria-hidden="true">
              <Artwork theme="windmills" alt="" />
            </div>
            <div className="relative">
              <h3 className="text-3xl text-white">{t('home.why.ctaTitle')}</h3>
              <p className="mt-4 text-white/80">{t('home.why.ctaText')}</p>
              <div className="mt-8 flex flex-col gap-3">
                <BookButton className="btn-primary" />
                <a href={`tel:${company.phoneE164}`} className="btn-secondary-on-dark">
                  <ContentIcon name="phone" className="size-4" />
                  {company.phone}
                </a>
              </div>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}
