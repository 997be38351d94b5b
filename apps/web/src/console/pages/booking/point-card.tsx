import type { BookingDetail } from '@spt/contracts';
import { formatKm } from '@spt/i18n-content/console';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';

type Point = BookingDetail['pickupPoint'];

/**
 * An OpenStreetMap link with a marker at the point. Built here from the coordinates (not taken from
 * the answer), so a link in the console can only ever lead to OpenStreetMap.
 *
 * @example
 * openStreetMapUrl(52.3105, 4.7683) // 'https://www.openstreetmap.org/?mlat=52.31050&mlon=4.76830#map=16/52.31050/4.76830'
 */
export function openStreetMapUrl(lat: number, lon: number): string {
  const [la, lo] = [lat.toFixed(5), lon.toFixed(5)];
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=16/${la}/${lo}`;
}

/** A typed address beside the place the server found at its coordinates, and a map link. */
export function PointCard({
  kind,
  typed,
  detail,
  point,
}: {
  kind: 'pickup' | 'destination';
  typed: string;
  /** The customer's address line (house number, hotel, terminal, meeting point), or null. */
  detail: string | null;
  point: Point;
}) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const headingId = `point-${kind}`;
  // The place as the gazetteer names it in the console's language ("Brugge, West-Vlaanderen, België").
  const nearest = point.nearestNames?.[lang] ?? point.nearestName;
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-sand-100 p-4">
      <h3 id={headingId} className="font-sans text-base font-semibold text-navy-900">
        {t(`booking.points.${kind}`)}
      </h3>
      <dl className="mt-2 space-y-2 text-sm">
        <div>
          <dt className="font-semibold text-muted">{t('booking.points.typed')}</dt>
          <dd className="[overflow-wrap:anywhere]">{typed}</dd>
        </div>
        {detail ? (
          <div>
            <dt className="font-semibold text-muted">{t('booking.points.detail')}</dt>
            <dd className="font-semibold text-navy-900 [overflow-wrap:anywhere]">{detail}</dd>
          </div>
        ) : null}
        <div>
          <dt className="font-semibold text-muted">{t('booking.points.found')}</dt>
          <dd>
            {nearest
              ? t('booking.points.foundValue', {
                  name: nearest,
                  // A no-break space: "0.4" / "km" is no place for a line break.
                  distance: formatKm(point.nearestKm ?? 0, lang).replace(' ', '\u00a0'),
                })
              : t('booking.points.nothingFound')}
            {point.typedMatches === true && (
              <span className="mt-1 block font-medium text-emerald-900">✓ {t('booking.points.matches')}</span>
            )}
            {point.typedMatches === false && (
              <span className="mt-1 block font-semibold text-red-900">⚠ {t('booking.points.mismatch')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-muted">{t('booking.points.coordinates')}</dt>
          <dd className="tabular-nums">
            {point.lat.toFixed(5)}, {point.lon.toFixed(5)}
          </dd>
        </div>
      </dl>
      <a
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-navy-900 underline underline-offset-4"
        href={openStreetMapUrl(point.lat, point.lon)}
        target="_blank"
        rel="noreferrer"
      >
        {t(kind === 'pickup' ? 'booking.points.mapPickup' : 'booking.points.mapDestination')}
        <span className="sr-only"> {t('common.opensInNewTab')}</span>
      </a>
    </section>
  );
}
