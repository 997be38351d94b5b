import { cities, company, formatEuros } from '@spt/i18n-content';
import { useTranslation } from 'react-i18next';
import { Artwork } from '../../components/artwork';
import { ContentIcon, type UiIconName } from '../../components/content-icon';
import { PageHero } from '../../components/page-hero';
import { SectionHeading } from '../../components/section-heading';
import { BookButton } from '../../features/booking-modal/book-button';
import { durationText } from '../../lib/formats';
import { usePage } from '../../lib/use-page';

const WHY: { key: string; icon: UiIconName }[] = [
  { key: 'available', icon: 'clock' },
  { key: 'fixed', icon: 'euro' },
  { key: 'cities', icon: 'map-pin' },
  { key: 'professional', icon: 'award' },
];

export function CityTransfersPage() {
  const { t } = useTranslation();
  const { lang } = usePage();
  return (
    <>
      <PageHero
        theme="bridge"
        imageAlt=""
        eyebrow={t('cityTransfers.hero.eyebrow')}
        title={t('cityTransfers.hero.title')}
        lead={t('cityTransfers.hero.lead')}
      />

      <section className="py-16 lg:py-24" aria-label={t('cityTransfers.hero.eyebrow')}>
        <ul className="container-page grid gap-8 md:grid-cols-2 xl:grid-cols-3">
          {cities.map((city) => {
            const highlights = t(`cityTransfers.cities.${city.id}.highlights`, {
              returnObjects: true,
            }) as string[];
            const attractions = t(`cityTransfers.cities.${city.id}.attractions`, {
              returnObjects: true,
            }) as string[];
            return (
              <li key={city.id} id={city.id} className="card flex scroll-mt-28 flex-col overflow-hidden">
                <div className="relative aspect-[16/9] overflow-hidden">
                  <Artwork theme={city.artwork} alt="" />
                  <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-navy-950/90 to-transparent px-6 pt-12 pb-4">
                    <h2 className="text-3xl text-white">{city.name}</h2>
                  </div>
                </div>
                {/* Each figure stays on one line; below 20 rem of card the price takes a row of its own. */}
                <div className="@container flex flex-1 flex-col p-6">
                  <dl className="grid grid-cols-2 gap-3 rounded-2xl bg-sand-50 px-3 py-4 text-center ring-1 ring-navy-900/5 @[20rem]:grid-cols-[1fr_1fr_auto]">
                    <div>
                      <dt className="text-xs text-muted">{t('cityTransfers.labels.distance')}</dt>
                      <dd className="mt-1 font-semibold whitespace-nowrap text-navy-900">
                        {city.distanceKm} km
                      </dd>
                    </div>
                    <div>
                      <dt className="text-xs text-muted">{t('cityTransfers.labels.duration')}</dt>
                      <dd className="mt-1 font-semibold whitespace-nowrap text-navy-900">
                        {durationText(t, city.durationMinutes)}
                      </dd>
                    </div>
                    <div className="col-span-2 @[20rem]:col-span-1">
                      <dt className="text-xs text-muted">{t('cityTransfers.labels.price')}</dt>
                      <dd className="mt-1 font-semibold whitespace-nowrap text-navy-900">
                        {t('cityTransfers.labels.priceRange', {
                          from: formatEuros(city.priceFromCents, lang),
                          to: formatEuros(city.priceToCents, lang),
                        })}
                      </dd>
                    </div>
                  </dl>
                  <p className="mt-5 leading-relaxed text-muted">
                    {t(`cityTransfers.cities.${city.id}.description`)}
                  </p>
                  <h3 className="eyebrow mt-6 font-sans text-gold-700">
                    {t('cityTransfers.labels.highlights')}
                  </h3>
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {highlights.map((item) => (
                      <li key={item} className="rounded-full bg-navy-900/5 px-3 py-1.5 text-sm text-navy-900">
                        {item}
                      </li>
                    ))}
                  </ul>
                  <h3 className="eyebrow mt-6 font-sans text-gold-700">
                    {t('cityTransfers.labels.attractions')}
                  </h3>
                  <ul className="mt-3 flex-1 space-y-2">
                    {attractions.map((item) => (
                      <li key={item} className="flex items-center gap-2.5 text-sm text-navy-900">
                        <ContentIcon name="map-pin" className="size-4 shrink-0 text-gold-600" />
                        {item}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-7 flex items-center justify-between gap-4 border-t border-navy-900/10 pt-5">
                    <p className="text-sm text-muted">
                      {t('common.fromPrice', { price: '' }).trim()}{' '}
                      <span className="font-display text-2xl text-navy-900">
                        {formatEuros(city.priceFromCents, lang)}
                      </span>
                    </p>
                    <BookButton
                      className="btn-primary"
                      detail={t('cityTransfers.labels.bookCityDetail', { city: city.name })}
                      choice={{ city: city.id }}
                    />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="section-tint py-20 lg:py-24" aria-labelledby="cities-why">
        <div className="container-page">
          <SectionHeading id="cities-why" title={t('cityTransfers.why.title')} align="center" />
          <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {WHY.map((item) => (
              <li key={item.key} className="text-center">
                <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-sand-100 text-gold-700">
                  <ContentIcon name={item.icon} className="size-6" />
                </span>
                <h3 className="mt-5 font-sans text-lg font-semibold text-navy-900">
                  {t(`cityTransfers.why.items.${item.key}.title`)}
                </h3>
                <p className="mt-2 text-muted">{t(`cityTransfers.why.items.${item.key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container-page pt-6 pb-16 lg:pb-24" aria-labelledby="cities-closing">
        <div className="panel-dark px-6 py-16 text-center sm:px-12 lg:py-20">
          <div className="absolute inset-0 -z-10 opacity-50">
            <Artwork theme="canalHouses" alt="" />
            <div className="absolute inset-0 bg-gradient-to-t from-navy-950/95 via-navy-950/75 to-navy-950/55" />
          </div>
          <h2 id="cities-closing" className="text-4xl text-white sm:text-5xl">
            {t('cityTransfers.closing.title')}
          </h2>
          <p className="mx-auto mt-5 max-w-xl text-lg text-white/80">{t('cityTransfers.closing.text')}</p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            <BookButton>{t('common.bookOnline')}</BookButton>
            <a href={`tel:${company.phoneE164}`} className="btn-secondary-on-dark">
              <ContentIcon name="phone" className="size-4" />
              {company.phone}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
