import type { ManagePayment } from '@spt/contracts';
import { formatEuros, languageFromTag } from '@spt/i18n-content';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** How the page words a payment state: the last payment's `failed`, `expired` and `canceled` alike. */
type PaymentState = 'due' | 'open' | 'paid' | 'notCompleted' | 'refunded';

const STATE_OF: Record<ManagePayment['status'], PaymentState> = {
  due: 'due',
  open: 'open',
  paid: 'paid',
  failed: 'notCompleted',
  expired: 'notCompleted',
  canceled: 'notCompleted',
  refunded: 'refunded',
};

/** The pay button's words in each state where the customer can pay. */
const BUTTON_KEYS: Record<PaymentState, string> = {
  due: 'manage.payment.payNow',
  open: 'manage.payment.complete',
  notCompleted: 'manage.payment.retry',
  paid: 'manage.payment.payNow',
  refunded: 'manage.payment.payNow',
};

/**
 * Whether the page shows the booking's online payment: always once money has moved (paid or
 * refunded); before that only while the booking is still open (requested or confirmed), since a
 * declined, cancelled or past booking has nothing left to pay.
 */
export function showsPayment(payment: ManagePayment | null, bookingOpen: boolean): payment is ManagePayment {
  if (payment === null) return false;
  return bookingOpen || payment.status === 'paid' || payment.status === 'refunded' || payment.refunded > 0;
}

export interface PaymentSectionProps {
  payment: ManagePayment;
  /** Right after a return from the payment page: the page is still asking whether an open payment went through. */
  checking: boolean;
  /** The visitor is on the way to the payment page. */
  paying: boolean;
  onPay: () => void;
  /** Why the last attempt to open the payment page failed, in words, or null. */
  problem: string | null;
}

/**
 * The booking's online payment (DESIGN "Payments and invoices"): its state in words with the amount
 * (incl. VAT), and a button to pay, to complete an open payment or to try again when the customer
 * can. The state is a polite live region: a payment confirmed while the page looks again is read out.
 */
export function PaymentSection({ payment, checking, paying, onPay, problem }: PaymentSectionProps) {
  const { t, i18n } = useTranslation();
  const lang = languageFromTag(i18n.language) ?? 'en';
  const state = STATE_OF[payment.status];
  const euros = (amount: number) => formatEuros(Math.round(amount * 100), lang, { cents: 'always' });
  const texts = explanation(state, payment, checking, t);

  return (
    <section aria-labelledby="manage-payment" className="mt-8" data-slot="payment" data-payment={state}>
      <h3 id="manage-payment" className="text-xl text-navy-900">
        {t('manage.payment.title')}
      </h3>
      <div role="status" className="mt-3 space-y-2 rounded-2xl bg-sand-100 p-4">
        <p className="font-semibold text-navy-900">{headline(state, payment, euros, t)}</p>
        {state !== 'refunded' && payment.refunded > 0 ? (
          <p className="font-semibold text-navy-900">
            {t('manage.payment.refunded', { amount: euros(payment.refunded) })}
          </p>
        ) : null}
        {state === 'open' && checking ? (
          <p className="flex items-center gap-3 text-body">
            <span className="spinner size-5 shrink-0" aria-hidden="true" />
            {t('manage.payment.checking')}
          </p>
        ) : null}
        {texts.length > 0 ? <p className="max-w-prose text-body">{texts.join(' ')}</p> : null}
        {paying ? (
          <p className="flex items-center gap-3 font-semibold text-navy-900">
            <span className="spinner size-5 shrink-0" aria-hidden="true" />
            {t('manage.payment.redirecting')}
          </p>
        ) : null}
      </div>
      {payment.canPay ? (
        <button
          type="button"
          className="btn-primary mt-4 w-full sm:w-auto"
          // Not `disabled`: the button keeps the focus while the payment page opens, or after a failure.
          aria-disabled={paying || undefined}
          onClick={() => {
            if (!paying) onPay();
          }}
        >
          {t(BUTTON_KEYS[state])}
        </button>
      ) : null}
      {problem ? (
        <p role="alert" className="field-error mt-4 rounded-lg bg-red-50 px-4 py-3">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

function headline(
  state: PaymentState,
  payment: ManagePayment,
  euros: (amount: number) => string,
  t: TFunction,
): string {
  switch (state) {
    case 'due':
      return t('manage.payment.due', { amount: euros(payment.amount) });
    case 'open':
      return t('manage.payment.open');
    case 'paid':
      return t('manage.payment.paid', { amount: euros(payment.amount) });
    case 'notCompleted':
      return t('manage.payment.notCompleted');
    case 'refunded':
      return t('manage.payment.refunded', {
        amount: euros(payment.refunded > 0 ? payment.refunded : payment.amount),
      });
  }
}

/** The sentences under the state: what it means, and what the customer can do. */
function explanation(state: PaymentState, payment: ManagePayment, checking: boolean, t: TFunction): string[] {
  switch (state) {
    case 'due':
      return payment.canPay ? [t('manage.payment.dueText')] : [];
    case 'open':
      if (checking) return [];
      return payment.canPay
        ? [t('manage.payment.openText'), t('manage.payment.openCanPay')]
        : [t('manage.payment.openText')];
    case 'paid':
      return [t('manage.payment.paidText')];
    case 'notCompleted':
      return payment.canPay
        ? [t('manage.payment.notCompletedText'), t('manage.payment.dueText')]
        : [t('manage.payment.notCompletedText')];
    case 'refunded':
      return [t('manage.payment.refundedText')];
  }
}
