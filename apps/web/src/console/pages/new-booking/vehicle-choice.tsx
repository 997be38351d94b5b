import { business } from '@spt/business';
import type { EuroPrice, QuoteResponse } from '@spt/contracts';
import { formatEuros, formatKm, type Language } from '@spt/i18n-content/console';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error';
import { Loading } from '../../components/spinner';
import { durationText } from '../../lib/duration-text';
import { currentLanguage } from '../../lib/i18n';
import { formatApiEuros } from '../../lib/money';
import { fittingPrices, type PhoneBookingForm } from './phone-booking';

/** What a vehicle's total is made of, where it is more than one fare: hours, a group, both ways. */
function priceNote(form: PhoneBookingForm, price: EuroPrice, t: TFunction, lang: Language): string | null {
  if (price.hourlyRate !== undefined && price.hours !== undefined) {
    return t('newBooking.vehicle.perHour', {
      hours: price.hours,
      rate: formatApiEuros(price.hourlyRate, lang),
    });
  }
  const tour = business.products.tours.find((candidate) => candidate.id === form.tour);
  if (form.product === 'tour' && tour) {
    return t('newBooking.vehicle.perPerson', {
      count: Number(form.passengers),
      price: formatEuros(tour.pricePerPersonCents, lang),
    });
  }
  if (price.returnPrice !== undefined) {
    return t('newBooking.vehicle.bothWays', { price: formatApiEuros(price.returnPrice, lang) });
  }
  return price.isMinimumApplied ? t('newBooking.vehicle.minimum') : null;
}

/**
 * The vehicles that can do the booking, each with the server's total for it, as radio cards; the
 * route's distance and time above them. Before the quote can be asked, it says what is missing; while
 * it loads, a spinner; when it fails, the error and a retry.
 */
export function VehicleChoice({
  form,
  quote,
  waitingFor,
  error,
  onChoose,
}: {
  form: PhoneBookingForm;
  quote: {
    data: QuoteResponse | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  } | null;
  /** Why no quote is asked yet (a missing place, a group outside the tour's size), said in words. */
  waitingFor: string;
  error: string | undefined;
  onChoose: (vehicleId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const errorId = useId();
  const vehicles = business.vehicles;

  const errorLine = error ? (
    <p id={errorId} className="field-error">
      {error}
    </p>
  ) : null;

  if (!quote) {
    return (
      // Nothing to choose yet: the section itself takes the focus when the form is checked.
      <div tabIndex={-1} data-invalid-anchor={error ? true : undefined} className="outline-none">
        <p className="text-sm text-muted">{waitingFor}</p>
        {errorLine}
      </div>
    );
  }
  if (quote.isPending) return <Loading label={t('newBooking.vehicle.loading')} />;
  if (quote.isError || !quote.data) {
    return (
      <div tabIndex={-1} data-invalid-anchor={error ? true : undefined} className="outline-none">
        <QueryError error={quote.error} onRetry={() => void quote.refetch()} />
        {errorLine}
      </div>
    );
  }

  const { data } = quote;
  const fitting = fittingPrices(data);
  const hidden = data.prices.length - fitting.length;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">{t('newBooking.vehicle.legend')}</legend>
      {/* The route of a transfer; a tour's or a hire's time is the tour's or the hours, not the drive. */}
      {data.distance && form.product === 'transfer' && (
        <p className="mb-3 text-sm text-muted">
          {t('newBooking.vehicle.route', {
            distance: formatKm(data.distance.km, lang),
            duration: durationText(t, data.durationMinutes),
          })}
        </p>
      )}
      {fitting.length === 0 ? (
        <p className="card p-4 text-sm">{t('newBooking.vehicle.none')}</p>
      ) : (
        <ul className="grid gap-2">
          {fitting.map((price) => {
            const vehicle = vehicles.find((candidate) => candidate.id === price.vehicleId);
            const note = priceNote(form, price, t, lang);
            return (
              <li key={price.vehicleId}>
                <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-navy-900/20 bg-white px-4 py-3 has-[:checked]:border-gold-600 has-[:checked]:bg-gold-50 has-[:checked]:ring-1 has-[:checked]:ring-gold-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-navy-900">
                  <input
                    type="radio"
                    name="vehicle"
                    value={price.vehicleId}
                    className="mt-1 size-5 shrink-0 accent-navy-900"
                    checked={form.vehicleId === price.vehicleId}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    onChange={() => onChoose(price.vehicleId)}
                  />
                  <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <span className="min-w-0">
                      <span className="block font-semibold text-navy-900">{price.name}</span>
                      {vehicle && (
                        <span className="block text-sm text-muted">
                          {/* A vehicle that states no luggage capacity (the minibuses) is not limited by bags. */}
                          {vehicle.luggage > 0
                            ? t('newBooking.vehicle.capacity', {
                                seats: vehicle.passengers,
                                bags: vehicle.luggage,
                              })
                            : t('newBooking.vehicle.seats', { seats: vehicle.passengers })}
                        </span>
                      )}
                    </span>
                    <span className="ml-auto text-right">
                      <span className="block text-lg font-semibold text-navy-900">
                        {formatApiEuros(price.finalPrice, lang)}
                      </span>
                      {note && <span className="block text-sm text-muted">{note}</span>}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {hidden > 0 && (
        <p className="mt-2 text-sm text-muted">{t('newBooking.vehicle.hidden', { count: hidden })}</p>
      )}
      {errorLine}
    </fieldset>
  );
}
