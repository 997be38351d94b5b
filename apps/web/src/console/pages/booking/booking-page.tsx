import {
  type BookingDetail,
  type BookingDetailResponse,
  type BookingStatus,
  isFinalStatus,
  type StatusChangeRequest,
} from '@spt/contracts';
import { displayPhone } from '@spt/contracts/phone';
import { formatKm } from '@spt/i18n-content/console';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceList } from '../../components/invoice-list';
import { QueryError } from '../../components/query-error';
import { Loading } from '../../components/spinner';
import { StatusBadge } from '../../components/status-badge';
import { WarningIcon } from '../../components/warning-icon';
import { ConsoleApiError, changeBookingStatus, fetchBooking } from '../../lib/api';
import { amsterdamClock, formatDay, formatInstant } from '../../lib/dates';
import { durationText } from '../../lib/duration-text';
import { errorText } from '../../lib/errors';
import { currentLanguage } from '../../lib/i18n';
import { formatApiEuros } from '../../lib/money';
import { productLabel } from '../../lib/product-label';
import { csrfTokenOf } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AssignmentPanel } from './assignment-panel';
import { BookingMails } from './booking-mails';
import { PaymentPanel, showsPaymentPanel } from './booking-payments';
import { CompanyPanel } from './company-panel';
import { ConflictNotice } from './conflict-notice';
import { EditBooking } from './edit-booking';
import { AddNote, InternalNote, ResendMail } from './notes';
import { PointCard } from './point-card';
import { StatusActions } from './status-actions';
import { Timeline } from './timeline';

export const bookingKey = (reference: string) => ['booking', reference] as const;

/** Label/value pairs as a description list. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(9rem,auto)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-muted">{label}</dt>
          <dd className="[overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card p-4 sm:p-5">
      <h2 id={id} className="text-xl text-navy-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/**
 * One booking: every field, both typed addresses with the place the server found at the coordinates
 * and a map link, the fare breakdown, its online payments and refunds (a pay link to send, a refund
 * for an owner), the business account it goes on (to choose or take off), its invoices and credit
 * notes, its mails (a failed one can be sent again), the timeline, and the status changes its status
 * allows.
 */
export function BookingPage({ reference }: { reference: string }) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('booking.title', { reference }));
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: bookingKey(reference), queryFn: () => fetchBooking(reference) });
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; message: string }>({
    tone: 'success',
    message: '',
  });

  const mutation = useMutation({
    mutationFn: (change: StatusChangeRequest) =>
      changeBookingStatus(reference, change, csrfTokenOf(queryClient)),
  });

  const statusText = (status: BookingStatus) => t(`status.${status}`);

  /** Does the change; true when the dialog may close (done, or refused because the status moved on). */
  const change = async (request: StatusChangeRequest): Promise<boolean> => {
    setNotice({ tone: 'success', message: '' });
    try {
      const { status } = await mutation.mutateAsync(request);
      // Shown at once; the refetch then brings the new timeline entry.
      queryClient.setQueryData<BookingDetailResponse>(bookingKey(reference), (old) =>
        old
          ? { ...old, booking: { ...old.booking, status, driver: request.driver ?? old.booking.driver } }
          : old,
      );
      setNotice({
        tone: 'success',
        message: t('booking.result.changed', { reference, status: statusText(status) }),
      });
      void queryClient.invalidateQueries({ queryKey: bookingKey(reference) });
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
      return true;
    } catch (error) {
      if (error instanceof ConsoleApiError && error.status === 409 && error.code !== 'notYetPickedUp') {
        // Someone else changed it: read the booking again and show where it stands now.
        const fresh = await queryClient
          .fetchQuery({
            queryKey: bookingKey(reference),
            queryFn: () => fetchBooking(reference),
            staleTime: 0,
          })
          .catch(() => undefined);
        const current = fresh?.booking.status ?? error.currentStatus;
        void queryClient.invalidateQueries({ queryKey: ['bookings'] });
        setNotice({
          tone: 'error',
          message: current
            ? t('booking.result.conflict', { reference, status: statusText(current) })
            : t('errors.transitionNotAllowed'),
        });
        mutation.reset();
        return true;
      }
      return false;
    }
  };

  /** Reads the booking and the lists again after a change (the timeline gets its new entry). */
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: bookingKey(reference) });
    void queryClient.invalidateQueries({ queryKey: ['bookings'] });
    void queryClient.invalidateQueries({ queryKey: ['board'] });
  };
  /** Shows a booking the server answered at once, then reads the booking again. */
  const saved = (booking: BookingDetail) => {
    queryClient.setQueryData<BookingDetailResponse>(bookingKey(reference), (old) =>
      old ? { ...old, booking } : old,
    );
    refresh();
  };

  return (
    <div className="space-y-6">
      <p>
        <Link
          to="/console/bookings"
          className="text-sm font-semibold text-navy-900 underline underline-offset-4"
        >
          ← {t('booking.back')}
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 tabIndex={-1} className="text-3xl text-navy-900 outline-none sm:text-4xl">
          {t('booking.title', { reference })}
        </h1>
        {query.data && <StatusBadge status={query.data.booking.status} />}
      </div>
      <ConflictNotice conflicts={query.data?.booking.conflictsWith ?? null} standing />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        query.error instanceof ConsoleApiError && query.error.status === 404 ? (
          <p role="alert" className="card p-4">
            {t('booking.notFound', { reference })}
          </p>
        ) : (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        )
      ) : (
        <BookingDetails
          booking={query.data.booking}
          events={query.data.events}
          mails={query.data.mails}
          payments={query.data.payments}
          invoices={query.data.invoices}
          company={query.data.company ?? null}
          onPaymentChanged={refresh}
          side={
            <>
              <StatusActions
                reference={reference}
                status={query.data.booking.status}
                pickupAt={query.data.booking.pickupAt}
                extra={
                  isFinalStatus(query.data.booking.status) ? null : (
                    <EditBooking
                      booking={query.data.booking}
                      onSaved={(booking, mailed) => {
                        saved(booking);
                        setNotice({
                          tone: 'success',
                          message: [
                            t('booking.edit.saved', {
                              reference,
                              price: formatApiEuros(booking.finalPrice, currentLanguage(i18n)),
                            }),
                            mailed ? t('booking.edit.mailed') : t('booking.edit.notMailed'),
                          ].join(' '),
                        });
                      }}
                    />
                  )
                }
                pending={mutation.isPending}
                error={mutation.isError ? errorText(t, mutation.error) : ''}
                notice={notice}
                onChange={change}
              />
              <AssignmentPanel booking={query.data.booking} onAssigned={refresh} />
              <CompanyPanel reference={reference} company={query.data.company ?? null} onChanged={refresh} />
              <InternalNote booking={query.data.booking} onSaved={saved} />
            </>
          }
          timeline={<AddNote reference={reference} onAdded={refresh} />}
          customerExtra={
            query.data.booking.contactEmail ? <ResendMail reference={reference} onSent={refresh} /> : null
          }
        />
      )}
    </div>
  );
}

function BookingDetails({
  booking,
  events,
  mails,
  payments,
  invoices,
  company,
  onPaymentChanged,
  side,
  timeline,
  customerExtra,
}: {
  booking: BookingDetail;
  events: BookingDetailResponse['events'];
  mails: BookingDetailResponse['mails'];
  payments: BookingDetailResponse['payments'];
  invoices: BookingDetailResponse['invoices'];
  /** The business account the ride goes on (its monthly invoice), or null: the customer pays. */
  company: NonNullable<BookingDetailResponse['company']> | null;
  /** After a pay link or a refund: reads the booking and the lists again. */
  onPaymentChanged: () => void;
  /** The actions, the assignment and the internal note. */
  side: ReactNode;
  /** Under the timeline: adding a note. */
  timeline: ReactNode;
  /** Under the customer's details: sending the last mail again. */
  customerExtra: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const dash = <span className="text-muted">—</span>;

  return (
    // On a phone: what to do first, then the booking, then its history. From 1024 px on: the booking
    // on the left, the actions and the history on the right.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr] lg:items-start">
      <div className="space-y-6 lg:col-start-2 lg:row-start-1">{side}</div>
      <div className="space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
        {booking.isSpam && (
          <p className="rounded-xl border border-red-700/40 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
            {t('booking.spam')}
          </p>
        )}
        <Section id="trip-title" title={t('booking.sections.trip')}>
          <Facts
            rows={[
              [t('booking.fields.status'), <StatusBadge key="s" status={booking.status} />],
              [t('booking.fields.product'), productLabel(booking, t)],
              ...(booking.returnOf || booking.returnReference
                ? [
                    [
                      t('booking.fields.linkedRide'),
                      <Link
                        key="linked"
                        to="/console/bookings/$reference"
                        params={{ reference: booking.returnOf ?? booking.returnReference ?? '' }}
                        className="underline underline-offset-4"
                      >
                        {booking.returnOf ?? booking.returnReference}
                      </Link>,
                    ] as [string, ReactNode],
                  ]
                : []),
              [t('booking.fields.pickupDate'), formatDay(booking.pickupDate, lang)],
              [t('booking.fields.pickupTime'), booking.pickupTime],
              [t('booking.fields.flightNumber'), booking.flightNumber || dash],
              ...(booking.flight
                ? [[t('booking.fields.flight'), flightLabel(booking.flight, t)] as [string, ReactNode]]
                : []),
              [t('booking.fields.passengers'), booking.passengers],
              [t('booking.fields.luggage'), booking.luggage],
              [t('booking.fields.vehicle'), booking.vehicleName],
              ...(booking.meetAtArrivals
                ? [
                    [t('booking.fields.meetAtArrivals'), t('booking.fields.meetAtArrivalsValue')] as [
                      string,
                      ReactNode,
                    ],
                  ]
                : []),
              ...(extrasLabel(booking, t)
                ? [[t('booking.fields.extras'), extrasLabel(booking, t)] as [string, ReactNode]]
                : []),
              ...(booking.passenger
                ? [
                    [
                      t('booking.fields.passenger'),
                      <>
                        {booking.passenger.name} ·{' '}
                        <a className="underline underline-offset-4" href={`tel:${booking.passenger.phone}`}>
                          {displayPhone(booking.passenger.phone)}
                        </a>
                      </>,
                    ] as [string, ReactNode],
                  ]
                : []),
              ...(booking.notes
                ? [
                    [
                      t('booking.fields.notes'),
                      <span key="notes" className="whitespace-pre-line">
                        {booking.notes}
                      </span>,
                    ] as [string, ReactNode],
                  ]
                : []),
              [t('booking.fields.distance'), formatKm(booking.distanceKm, lang)],
              [t('booking.fields.duration'), durationText(t, booking.durationMinutes)],
              [
                t('booking.fields.driver'),
                booking.driver ? (
                  <>
                    {booking.driver.name} ·{' '}
                    <a
                      className="underline underline-offset-4"
                      href={`tel:${booking.driver.phone.replace(/\s/g, '')}`}
                    >
                      {displayPhone(booking.driver.phone)}
                    </a>
                  </>
                ) : (
                  (booking.driverName ?? dash)
                ),
              ],
              [t('booking.fields.unit'), booking.unitLabel ?? dash],
              ...(booking.driverProgress
                ? [
                    [
                      t('booking.fields.driverProgress'),
                      booking.driverProgressAt
                        ? t('booking.progress.at', {
                            progress: t(`booking.progress.${booking.driverProgress}`),
                            time: formatInstant(booking.driverProgressAt, lang),
                          })
                        : t(`booking.progress.${booking.driverProgress}`),
                    ] as [string, ReactNode],
                  ]
                : []),
              [t('booking.fields.createdAt'), formatInstant(booking.createdAt, lang)],
            ]}
          />
        </Section>
        <Section id="customer-title" title={t('booking.sections.customer')}>
          {booking.contactErased && <p className="mb-3 text-sm text-muted">{t('booking.contactErased')}</p>}
          <Facts
            rows={[
              [t('booking.fields.name'), booking.contactName ?? dash],
              [
                t('booking.fields.email'),
                booking.contactEmail ? (
                  <a
                    key="email"
                    className="underline underline-offset-4"
                    href={`mailto:${booking.contactEmail}`}
                  >
                    {booking.contactEmail}
                  </a>
                ) : (
                  dash
                ),
              ],
              [
                t('booking.fields.phone'),
                booking.contactPhone ? (
                  <a
                    key="phone"
                    className="underline underline-offset-4"
                    href={`tel:${booking.contactPhone.replace(/\s/g, '')}`}
                  >
                    {booking.contactPhone}
                  </a>
                ) : (
                  dash
                ),
              ],
              [t('booking.fields.language'), t(`common.languageNames.${booking.locale}`)],
              ...(company ? [[t('booking.fields.company'), company.name] as [string, ReactNode]] : []),
            ]}
          />
          {customerExtra}
        </Section>
        <Section id="mails-title" title={t('booking.sections.mails')}>
          <BookingMails mails={mails} />
        </Section>
        <Section id="addresses-title" title={t('booking.sections.addresses')}>
          <div className="grid gap-4 md:grid-cols-2">
            <PointCard
              kind="pickup"
              typed={booking.pickup}
              detail={booking.pickupDetail}
              point={booking.pickupPoint}
            />
            <PointCard
              kind="destination"
              typed={booking.destination}
              detail={booking.destinationDetail}
              point={booking.destinationPoint}
            />
          </div>
        </Section>
        <Section id="fare-title" title={t('booking.sections.fare')}>
          <dl className="grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-2 tabular-nums">
            {(
              [
                ['base', booking.pricing.base],
                ['distance', booking.pricing.distance],
                ['time', booking.pricing.time],
                ['subtotal', booking.pricing.subtotal],
              ] as const
            ).map(([key, euros]) => (
              <div key={key} className="contents">
                <dt className="text-muted">{t(`booking.fare.${key}`)}</dt>
                <dd className="text-right">{formatApiEuros(euros, lang)}</dd>
              </div>
            ))}
            <div className="col-span-2 grid grid-cols-subgrid border-t border-navy-900/15 pt-2">
              <dt className="font-semibold text-navy-900">{t('booking.fare.final')}</dt>
              <dd className="text-right font-semibold text-navy-900">
                {formatApiEuros(booking.finalPrice, lang)}
              </dd>
            </div>
          </dl>
          {booking.pricing.isMinimumApplied && !booking.priceOverride && (
            <p className="mt-2 text-sm text-muted">{t('booking.fare.minimumApplied')}</p>
          )}
          {booking.priceOverride && (
            <p className="mt-2 rounded-lg bg-sand-100 px-3 py-2 text-sm">
              {t('booking.fare.override', {
                price: formatApiEuros(booking.priceOverride.final, lang),
                reason: booking.priceOverride.reason,
              })}
            </p>
          )}
        </Section>
        {showsPaymentPanel(booking.status, payments) && (
          <PaymentPanel booking={booking} payments={payments} onChanged={onPaymentChanged} />
        )}
        {invoices.length > 0 && (
          <Section id="invoices-title" title={t('booking.sections.invoices')}>
            <InvoiceList invoices={invoices} />
          </Section>
        )}
      </div>
      <div className="space-y-6 lg:col-start-2 lg:row-start-2">
        <Section id="timeline-title" title={t('booking.sections.timeline')}>
          <Timeline events={events} />
          {timeline}
        </Section>
      </div>
    </div>
  );
}

/** A Schiphol arrival's landing as the operator reads it (Amsterdam times). */
function flightLabel(flight: NonNullable<BookingDetail['flight']>, t: TFunction): ReactNode {
  if (flight.cancelled)
    return <strong className="text-red-900">{t('booking.fields.flightCancelled')}</strong>;
  const scheduled = amsterdamClock(flight.scheduledAt).time;
  const expected = flight.expectedAt ? amsterdamClock(flight.expectedAt).time : '';
  const text = flight.landed
    ? t('booking.fields.flightLanded', { expected: expected || scheduled })
    : expected
      ? t('booking.fields.flightValue', { scheduled, expected })
      : t('booking.fields.flightScheduled', { scheduled });
  return (
    <>
      {text}
      {flight.landsAfterPickup && (
        <strong className="mt-1 flex items-center gap-1.5 text-red-900">
          <WarningIcon className="size-4 shrink-0" />
          {t('booking.fields.flightLate')}
        </strong>
      )}
    </>
  );
}

/** The extras of a booking as the operator reads them ("1 × child seat · Name sign “Mr Tanaka”"), or ''. */
function extrasLabel(booking: BookingDetail, t: TFunction): string {
  const { extras } = booking;
  if (!extras) return '';
  return [
    extras.childSeats ? t('booking.products.childSeats', { count: extras.childSeats }) : '',
    extras.boosterSeats ? t('booking.products.boosterSeats', { count: extras.boosterSeats }) : '',
    extras.nameSign ? t('booking.products.nameSign', { name: extras.nameSign }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}
