import { business } from '@spt/business';
import { ADDRESS_DETAIL_MAX } from '@spt/contracts/rules';
import { formatEuros, type Language, NUMBER_LOCALES } from '@spt/i18n-content/console';
import { PRODUCTS } from '@spt/pricing/rules';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/fields';
import { currentLanguage } from '../../lib/i18n';
import { countOptions, type PartProps } from './form-parts';
import { withPlaceChosen, withPlaceTyped, withProduct } from './phone-booking';
import { PlaceSearch } from './place-search';

/**
 * A season's `MM-DD` as a day and month in the console's language ("21 March", "21 maart").
 *
 * @example
 * monthDay('03-21', 'en') // '21 March'
 */
function monthDay(value: string, lang: Language): string {
  const [month = 1, day = 1] = value.split('-').map(Number);
  return new Intl.DateTimeFormat(NUMBER_LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, month - 1, day)));
}

/** Transfer, hire by the hour or a day tour as radio cards; then the tour or the hours it needs. */
export function ProductFields({ form, update, problem }: PartProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const { hourly, tours } = business.products;
  const tour = tours.find((candidate) => candidate.id === form.tour);
  return (
    <>
      <fieldset>
        <legend className="field-label">{t('newBooking.product.legend')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {PRODUCTS.map((product) => (
            <label
              key={product}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-navy-900/20 bg-white px-3 py-2.5 has-[:checked]:border-gold-600 has-[:checked]:bg-gold-50 has-[:checked]:ring-1 has-[:checked]:ring-gold-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-navy-900"
            >
              <input
                type="radio"
                name="product"
                value={product}
                className="mt-1 size-4 shrink-0 accent-navy-900"
                checked={form.product === product}
                onChange={() => update((current) => withProduct(current, product), ['product', 'pickup'])}
              />
              <span>
                <span className="block font-semibold text-navy-900">
                  {t(`newBooking.product.${product}`)}
                </span>
                <span className="block text-sm text-muted">{t(`newBooking.product.${product}Hint`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {form.product === 'tour' && (
        <SelectField
          label={t('newBooking.tour.label')}
          name="tour"
          required
          value={form.tour}
          hint={
            tour?.season
              ? t('newBooking.tour.season', {
                  from: monthDay(tour.season.from, lang),
                  to: monthDay(tour.season.to, lang),
                })
              : t('newBooking.tour.group', {
                  min: tour?.groupSize[0] ?? 2,
                  max: tour?.groupSize[1] ?? 8,
                })
          }
          error={problem('tour')}
          options={[
            { value: '', label: t('newBooking.tour.choose') },
            ...tours.map((rule) => ({
              value: rule.id,
              label: t('newBooking.tour.option', {
                name: t(`newBooking.tours.${rule.id}`, { defaultValue: rule.id }),
                price: formatEuros(rule.pricePerPersonCents, lang),
              }),
            })),
          ]}
          onChange={(event) => {
            const value = event.target.value;
            // A tour has a smallest group: the party grows to it (the field shows it).
            const least = tours.find((candidate) => candidate.id === value)?.groupSize[0] ?? 1;
            update(
              (current) => ({
                ...current,
                tour: value,
                passengers: String(Math.max(Number(current.passengers), least)),
              }),
              ['tour', 'passengers', 'date'],
            );
          }}
        />
      )}
      {form.product === 'hourly' && (
        <SelectField
          label={t('newBooking.hours.label')}
          name="hours"
          value={form.hours}
          hint={t('newBooking.hours.hint', {
            minimum: hourly.minimumHours,
            km: hourly.includedKmPerHour,
          })}
          error={problem('hours')}
          options={countOptions(1, hourly.maximumHours, (n) =>
            n === hourly.fullDayHours
              ? t('newBooking.hours.fullDay', { count: n })
              : t('newBooking.hours.option', { count: n }),
          )}
          onChange={(event) => {
            const value = event.target.value;
            update((current) => ({ ...current, hours: value }), ['hours']);
          }}
        />
      )}
    </>
  );
}

/**
 * The pickup and (but for a tour) the destination, each searched in the site's own place search, with
 * its address line for what no search knows (house number, hotel, terminal or meeting point).
 */
export function PlaceFields({ form, update, problem }: PartProps) {
  const { t } = useTranslation();
  const places = form.product === 'tour' ? (['pickup'] as const) : (['pickup', 'destination'] as const);
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {places.map((field) => {
        const detail = field === 'pickup' ? 'pickupDetail' : 'destinationDetail';
        const optional = field === 'destination' && form.product === 'hourly';
        const hint =
          field === 'pickup' && form.product === 'tour'
            ? t('newBooking.places.tourPickupHint')
            : optional
              ? t('newBooking.places.asDirectedHint')
              : undefined;
        return (
          <div key={field} className="space-y-3">
            <PlaceSearch
              label={optional ? t('newBooking.places.destinationOptional') : t(`newBooking.places.${field}`)}
              placeholder={t('newBooking.places.placeholder')}
              hint={hint}
              required={!optional}
              name={field}
              value={form[field].text}
              error={problem(field)}
              onChange={(text) => update((current) => withPlaceTyped(current, field, text), [field])}
              onSelect={(suggestion) =>
                update((current) => withPlaceChosen(current, field, suggestion), [field, detail])
              }
            />
            <TextField
              label={t(`newBooking.places.${detail}`)}
              hint={t('newBooking.places.detailHint')}
              name={detail}
              maxLength={ADDRESS_DETAIL_MAX}
              autoComplete="off"
              value={form[detail]}
              error={problem(detail)}
              onChange={(event) => {
                const value = event.target.value;
                update((current) => ({ ...current, [detail]: value }), [detail]);
              }}
            />
          </div>
        );
      })}
    </div>
  );
}
