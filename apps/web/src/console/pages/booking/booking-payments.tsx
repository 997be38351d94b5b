import type { BookingDetail, ConsolePayment } from '@spt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Notice } from '../../components/notice';
import { ConsoleApiError, refundBooking, sendPaymentLink } from '../../lib/api';
import { formatInstant } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { currentLanguage } from '../../lib/i18n';
import { formatApiEuros } from '../../lib/money';
import { csrfTokenOf, SESSION_KEY, useSession } from '../../lib/session';

/** Each payment status's dot; the heading always says the status, so colour is a second cue. */
const DOTS: Record<ConsolePayment['status'], string> = {
  paid: 'bg-emerald-600',
  open: 'bg-amber-500',
  failed: 'bg-red-700',
  expired: 'bg-stone-500',
  canceled: 'bg-stone-500',
};

/** The statuses in which the customer may still pay online (the server has the last word). */
const PAYABLE: readonly BookingDetail['status'][] = ['requested', 'confirmed'];

/** Refunds that gave money back or are on their way; a failed or canceled one gave nothing back. */
const RETURNING: readonly ConsolePayment['refunds'][number]['status'][] = [
  'queued',
  'pending',
  'processing',
  'refunded',
];

const cents = (euros: number) => Math.round(euros * 100);

/**
 * Whether a pay link could be due: the booking is requested or confirmed and none of its payments
 * is paid. The server answers 409 `nothingToPay` when it knows better (not payable yet, online
 * payment off, no address).
 */
export function payLinkPossible(
  status: BookingDetail['status'],
  payments: readonly ConsolePayment[],
): boolean {
  return PAYABLE.includes(status) && !payments.some((payment) => payment.status === 'paid');
}

/**
 * Cents a refund would give back now: the ride's price, or what is left of the paid payment when that
 * is less (the server's rule, shown before the operator confirms; the answer says what it did).
 * 0 when no payment is paid or it has gone back in full.
 *
 * @example
 * refundableCents([{ status: 'paid', amount: 619.74, refunds: [{ amount: 200, status: 'refunded' }] }], 619.74) // 41974
 */
export function refundableCents(
  payments: readonly Pick<ConsolePayment, 'status' | 'amount' | 'refunds'>[],
  finalPrice: number,
): number {
  const paid = payments.find((payment) => payment.status === 'paid');
  if (!paid) return 0;
  const returned = paid.refunds
    .filter((refund) => RETURNING.includes(refund.status))
    .reduce((sum, refund) => sum + cents(refund.amount), 0);
  const left = cents(paid.amount) - returned;
  return Math.max(0, Math.min(cents(finalPrice), left));
}

/** Whether the payment panel has anything to show: a payment, or a pay link that could be sent. */
export function showsPaymentPanel(
  status: BookingDetail['status'],
  payments: readonly ConsolePayment[],
): boolean {
  return payments.length > 0 || payLinkPossible(status, payments);
}

type PanelNotice = { tone: 'success' | 'error'; message: string };
const NO_NOTICE: PanelNotice = { tone: 'success', message: '' };

/**
 * The booking's payment panel: its online payments, and two actions. "Send pay link" mails the
 * customer a link to pay online while that could be due; "Refund" (owners only, after a confirmation)
 * gives the ride's price back through the payment provider while something paid is left. The result
 * of either is announced under the heading, and the booking is read again (its timeline, refunds and
 * credit note).
 */
export function PaymentPanel({
  booking,
  payments,
  onChanged,
}: {
  booking: Pick<BookingDetail, 'reference' | 'status' | 'finalPrice'>;
  payments: readonly ConsolePayment[];
  /** Reads the booking and the lists again. */
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const queryClient = useQueryClient();
  const isOwner = useSession().data?.operator.role === 'owner';
  const [notice, setNotice] = useState<PanelNotice>(NO_NOTICE);
  const [confirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const finished = useRef(false);
  const { reference } = booking;

  const canSendLink = payLinkPossible(booking.status, payments);
  const refundable = refundableCents(payments, booking.finalPrice);
  const refundAmount = formatApiEuros(refundable / 100, lang);

  // After a refund the button that opened the dialog may be gone: focus goes to the heading, with the
  // result right under it. (The dialog's own effect, which closes it, runs before this one.)
  useEffect(() => {
    if (!confirming && finished.current) {
      finished.current = false;
      headingRef.current?.focus();
    }
  }, [confirming]);

  const payLink = useMutation({
    mutationFn: () => sendPaymentLink(reference, csrfTokenOf(queryClient)),
    onMutate: () => setNotice(NO_NOTICE),
    onSuccess: () => {
      setNotice({ tone: 'success', message: t('booking.payLink.sent') });
      onChanged();
    },
    onError: (error) => {
      const refused = error instanceof ConsoleApiError && error.code === 'nothingToPay';
      setNotice({
        tone: 'error',
        message: refused ? t('booking.payLink.nothingToPay') : errorText(t, error),
      });
      if (refused) onChanged();
    },
  });

  const refund = useMutation({
    mutationFn: () => refundBooking(reference, csrfTokenOf(queryClient)),
    onMutate: () => setNotice(NO_NOTICE),
    onSuccess: ({ refunded }) => {
      setNotice({
        tone: 'success',
        message: t('booking.refund.done', { amount: formatApiEuros(refunded, lang) }),
      });
      finished.current = true;
      setConfirming(false);
      onChanged();
    },
    // Any other failure (network, CSRF, 5xx) stays in the dialog, to try again.
    onError: (error) => {
      const refused = error instanceof ConsoleApiError && error.code === 'notRefundable';
      const notOwner = error instanceof ConsoleApiError && error.code === 'forbidden';
      if (!refused && !notOwner) return;
      // Refunded meanwhile, or no longer an owner: said under the heading, and the booking (or the
      // session, whose role hides the button) is read again.
      setNotice({
        tone: 'error',
        message: refused ? t('booking.refund.notRefundable') : errorText(t, error),
      });
      finished.current = true;
      setConfirming(false);
      refund.reset();
      if (refused) onChanged();
      else void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });

  return (
    <section aria-labelledby="payments-title" className="card p-4 sm:p-5">
      <h2 id="payments-title" ref={headingRef} tabIndex={-1} className="text-xl text-navy-900 outline-none">
        {t('booking.sections.payments')}
      </h2>
      <div className="mt-3 space-y-4">
        <Notice tone={notice.tone} message={notice.message} />
        {payments.length > 0 ? (
          <BookingPayments payments={payments} />
        ) : (
          <p className="text-muted">{t('booking.payments.none')}</p>
        )}
        {canSendLink || (isOwner && refundable > 0) ? (
          <div className="flex flex-wrap gap-3 border-t border-navy-900/10 pt-4">
            {canSendLink && (
              <button
                type="button"
                className="btn-secondary aria-disabled:cursor-wait aria-disabled:opacity-70"
                // Not `disabled`: the button keeps the focus while the mail is sent, and after.
                aria-disabled={payLink.isPending || undefined}
                onClick={() => {
                  if (!payLink.isPending) payLink.mutate();
                }}
              >
                {payLink.isPending ? t('booking.payLink.sending') : t('booking.payLink.button')}
              </button>
            )}
            {isOwner && refundable > 0 && (
              <button
                type="button"
                className="btn-secondary"
                onClick={() => {
                  refund.reset();
                  setConfirming(true);
                }}
              >
                {t('booking.refund.button')}
              </button>
            )}
          </div>
        ) : null}
      </div>
      {isOwner && (
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title={t('booking.refund.title', { reference })}
          texts={[t('booking.refund.text', { amount: refundAmount }), t('booking.refund.statusText')]}
          error={refund.isError ? errorText(t, refund.error) : ''}
          submit={t('booking.refund.submit', { amount: refundAmount })}
          dismiss={t('booking.refund.dismiss')}
          pending={refund.isPending}
          onConfirm={() => refund.mutate()}
        />
      )}
    </section>
  );
}

/**
 * The booking's online payments, oldest first: amount and status, the method the customer chose,
 * when it started and was paid, the provider's id (to find it in Mollie's dashboard), and its refunds
 * with their state.
 */
export function BookingPayments({ payments }: { payments: readonly ConsolePayment[] }) {
  return (
    <ul className="divide-y divide-navy-900/10">
      {payments.map((payment) => (
        <li key={payment.id} className="py-3 first:pt-0 last:pb-0">
          <PaymentItem payment={payment} />
        </li>
      ))}
    </ul>
  );
}

function PaymentItem({ payment }: { payment: ConsolePayment }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const headingId = useId();
  const rows: [string, ReactNode][] = [
    [t('booking.payments.method'), methodText(payment.method, t)],
    [t('booking.payments.createdAt'), formatInstant(payment.createdAt, lang)],
    ...(payment.paidAt
      ? [[t('booking.payments.paidAt'), formatInstant(payment.paidAt, lang)] as [string, ReactNode]]
      : []),
    [
      t('booking.payments.id'),
      <span key="id" className="font-mono text-[0.8125rem]">
        {payment.id}
      </span>,
    ],
  ];
  return (
    <article aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="flex items-center gap-2 font-sans text-base font-semibold text-navy-900">
        <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${DOTS[payment.status]}`} />
        {formatApiEuros(payment.amount, lang)} · {t(`booking.payments.status.${payment.status}`)}
      </h3>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[minmax(9rem,auto)_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-muted">{label}</dt>
            <dd className="[overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      {payment.refunds.length > 0 && (
        <div className="text-sm">
          <h4 className="font-semibold text-muted">{t('booking.payments.refunds')}</h4>
          <ul className="mt-1 space-y-1">
            {payment.refunds.map((refund) => (
              <li key={refund.id}>
                {[
                  formatApiEuros(refund.amount, lang),
                  t(`booking.payments.refundStatus.${refund.status}`),
                  formatInstant(refund.createdAt, lang),
                ].join(' · ')}
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}

/** The payment method in words: Mollie's id (`ideal`, `creditcard`), or the id itself when the console has no name for it. */
function methodText(method: string | null, t: TFunction): string {
  if (method === null) return t('booking.payments.methodNone');
  if (!/^[a-z0-9]+$/.test(method)) return method;
  return t(`booking.payments.methods.${method}`, { defaultValue: method });
}
