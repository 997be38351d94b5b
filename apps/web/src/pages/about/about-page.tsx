import { company } from '@spt/i18n-content';
import { useTranslation } from 'react-i18next';
import { Artwork } from '../../components/artwork';
import { ContentIcon, type UiIconName } from '../../components/content-icon';
import { PageHero } from '../../components/page-hero';
import { SectionHeading } from '../../components/section-heading';
import { StatCounters } from '../../components/stat-counters';
import { usePage } from '../../lib/use-page';
import { AboutAccordion } from './about-accordion';

const VALUES: { key: string; icon: UiIconName }[] = [
  { key: 'reliability', icon: 'clock' },
  { key: 'comfort', icon: 'sparkle' },
  { key: 'transparency', icon: 'euro' },
  { key: 'care', icon: 'heart' },
];

export function AboutPage() {
  const { t } = useTranslation();
  const { lang } = usePage();
  const paragraphs = t('about.story.paragraphs', { returnObjects: true }) as string[];
  return (
    <>
      <PageHero
        theme="canalHouses"
        imageAlt=""
        eyebrow={t('about.hero.eyebrow')}
        title={t('about.hero.title')}
        lead={t('about.hero.lead')}
      />

      <section className="py-20 lg:py-28" aria-labelledby="about-story">
        <div className="container-page grid items-center gap-14 lg:grid-cols-2 lg:gap-20">
          <div>
            <SectionHeading id="about-story" eyebrow={company.name} title={t('about.story.title')} />
            <div className="mt-8 space-y-5 text-lg leading-relaxed text-muted">
              {paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
          <div className="relative">
            <div className="aspect-[4/5] overflow-hidden rounded-3xl shadow-lift sm:aspect-[4/3] lg:aspect-[4/5]">
              <Artwork theme="canal" alt="" />
            </div>
            <div className="absolute -bottom-6 left-6 rounded-2xl bg-navy-900 px-7 py-5 text-white shadow-lift sm:left-auto sm:-right-4">
              <p className="font-display text-4xl text-gold-300">{company.founded}</p>
              <p className="mt-1 text-sm text-white/75">{t('home.hero.eyebrow')}</p>
            </div>
          </div>
        </div>
      </section>

      <section className="section-tint py-20 lg:py-28" aria-labelledby="about-values">
        <div className="container-page">
          <SectionHeading id="about-values" title={t('about.values.title')} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map((value) => (
              <li key={value.key} className="rounded-3xl bg-sand-50 p-7 ring-1 ring-navy-900/5">
                <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-navy-900 text-gold-400">
                  <ContentIcon name={value.icon} className="size-6" />
                </span>
                <h3 className="mt-6 text-xl text-navy-900">{t(`about.values.items.${value.key}.title`)}</h3>
                <p className="mt-2 leading-relaxed text-muted">{t(`about.values.items.${value.key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container-page py-6 lg:py-10" aria-labelledby="about-stats">
        <div className="panel-dark px-6 py-16 sm:px-12 lg:py-20">
          <div className="absolute inset-0 -z-10 opacity-45">
            <Artwork theme="runway" alt="" />
            <div className="absolute inset-0 bg-navy-950/75" />
          </div>
          <SectionHeading id="about-stats" tone="dark" align="center" title={t('about.stats.title')} />
          <div className="mt-14">
            <StatCounters lang={lang} />
          </div>
        </div>
      </section>

      <section className="py-20 lg:py-28" aria-labelledby="about-accordion">
        <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:gap-20">
          <SectionHeading
            id="about-accordion"
            eyebrow={t('about.hero.eyebrow')}
            title={t('about.accordion.title')}
          />
          <AboutAccordion />
        </div>
      </section>
    </>
  );
}
