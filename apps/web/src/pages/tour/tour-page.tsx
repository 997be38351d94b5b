import { formatEuros, formatNumber, pathFor, type TourId, tours } from '@spt/i18n-content';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Artwork } from '../../components/artwork';
import { ContentIcon, type UiIconName } from '../../components/content-icon';
import { PageHero } from '../../components/page-hero';
import { SectionHeading } from '../../components/section-heading';
import { Stars } from '../../components/stars';
import { BookButton } from '../../features/booking-modal/book-button';
import { usePage } from '../../lib/use-page';

interface Highlight {
  title: string;
  text: string;
}

/** One of the eight tour pages (SPEC 2.4); all copy comes from i18n-content. */
export function TourPage({ tourId }: { tourId: TourId }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const tour = tours.find((item) => item.id === tourId);
  if (!tour) return null;
  const key = `tours.items.${tour.id}`;
  const highlights = t(`${key}.highlights`, { returnObjects: true }) as Highlight[];
  const included = t(`${key}.included`, { returnObjects: true }) as string[];
  const title = t(`${key}.title`);
  const rating = tour.rating ? formatNumber(tour.rating.value, lang) : null;
  const price = formatEuros(tour.priceFromCents, lang);
  const [hoursFrom, hoursTo] = tour.durationHours;
  const [groupFrom, groupTo] = tour.groupSize;
  const details: { label: string; value: string; icon: UiIconName }[] = [
    {
      label: t('tours.details.duration'),
      value: t(`tours.values.${tour.length}`, { from: hoursFrom, to: hoursTo }),
      icon: 'clock',
    },
    {
      label: t('tours.details.groupSize'),
      value: t('tours.values.groupSize', { from: groupFrom, to: groupTo }),
      icon: 'users',
    },
    { label: t('tours.details.startingPoint'), value: t('tours.values.startingPoint'), icon: 'plane' },
    { label: t('tours.details.priceFrom'), value: t('tours.values.priceFrom', { price }), icon: 'euro' },
  ];

  return (
    <>
      <PageHero
        theme={tour.artwork}
        imageAlt=""
        eyebrow={
          <span className="inline-flex items-center gap-2 rounded-full border border-gold-400/50 bg-navy-950/50 px-4 py-1.5 tracking-[0.18em]">
            <ContentIcon name="award" className="size-4" />
            {t('tours.badge')}
          </span>
        }
        title={title}
        lead={t(`${key}.tagline`)}
      >
        {tour.rating && rating && (
          <p className="mt-6 flex flex-wrap items-center gap-3 text-white/85">
            <Stars
              rating={tour.rating.value}
              label={t('common.ratingOutOf', { rating })}
              className="size-5"
            />
            <span>{t('common.ratingSummary', { rating, count: tour.rating.reviewCount })}</span>
          </p>
        )}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <BookButton choice={{ tour: tour.slug }}>{t(`common.${tour.bookLabel}`)}</BookButton>
        </div>
      </PageHero>

      <section className="py-16 lg:py-24" aria-labelledby="tour-overview">
        <div className="container-page grid gap-12 lg:grid-cols-[1.5fr_1fr] lg:gap-16">
          <div>
            <SectionHeading
              id="tour-overview"
              eyebrow={t('tours.overview')}
              title={t('tours.highlightsTitle')}
              lead={t(`${key}.intro`)}
            />
            <ul className="mt-12 grid gap-5 sm:grid-cols-2">
              {highlights.map((item, index) => (
                <li key={item.title} className="card p-7">
                  <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-navy-900 text-gold-400">
                    <ContentIcon name={tour.highlightIcons[index] ?? 'star'} className="size-6" />
                  </span>
                  <h3 className="mt-5 text-xl text-navy-900">{item.title}</h3>
                  <p className="mt-2 leading-relaxed text-muted">{item.text}</p>
                </li>
              ))}
            </ul>
          </div>
          <aside className="lg:pt-4">
            <div className="sticky top-28 overflow-hidden rounded-3xl bg-navy-900 text-white shadow-lift">
              <div className="aspect-[16/9]">
                <Artwork theme={tour.artwork} alt="" />
              </div>
              <div className="p-7 sm:p-8">
                <h2 className="text-2xl text-white">{t('tours.detailsTitle')}</h2>
                <dl className="mt-6 divide-y divide-white/10">
                  {details.map((row) => (
                    <div key={row.label} className="flex items-center gap-4 py-4">
                      <ContentIcon name={row.icon} className="size-5 shrink-0 text-gold-400" />
                      <dt className="text-sm text-white/65">{row.label}</dt>
                      <dd className="ml-auto text-right font-semibold">{row.value}</dd>
                    </div>
                  ))}
                </dl>
                <BookButton className="btn-primary mt-6 w-full" choice={{ tour: tour.slug }}>
                  {t(`common.${tour.bookLabel}`)}
                </BookButton>
              </div>
            </div>
          </aside>
        </div>
      </section>

      <section className="section-tint py-16 lg:py-24" aria-labelledby="tour-included">
        <div className="container-page">
          <SectionHeading id="tour-included" title={t(`tours.${tour.includedHeading}`)} />
          <ul className="mt-10 grid gap-x-10 gap-y-4 sm:grid-cols-2">
            {included.map((item) => (
              <li
                key={item}
                className="flex items-start gap-4 border-b border-navy-900/10 pb-4 text-lg text-navy-900"
              >
                <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-gold-200 text-gold-700">
                  <ContentIcon name="check" className="size-4" />
                </span>
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container-page pt-6 pb-16 lg:pb-24" aria-labelledby="tour-closing">
        <div className="panel-dark px-6 py-16 text-center sm:px-12 lg:py-20">
          <div className="absolute inset-0 -z-10 opacity-50">
            <Artwork theme={tour.artwork} alt="" />
            <div className="absolute inset-0 bg-gradient-to-t from-navy-950/95 via-navy-950/75 to-navy-950/55" />
          </div>
          <h2 id="tour-closing" className="text-4xl text-white sm:text-5xl">
            {t('tours.closing.title', { tour: t(`tours.inSentence.${tour.id}`) })}
          </h2>
          <p className="mx-auto mt-5 max-w-xl text-lg text-white/80">{t('tours.closing.text')}</p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            <BookButton choice={{ tour: tour.slug }}>{t(`common.${tour.bookLabel}`)}</BookButton>
            <Link to={pathFor('contact', lang)} className="btn-secondary-on-dark">
              {t(`common.${tour.contactLabel}`)}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
