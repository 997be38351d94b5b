import type { MailDelivery } from '@spt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleApiError, retryMail } from '../lib/api';
import { formatInstant } from '../lib/dates';
import { errorText } from '../lib/errors';
import { currentLanguage } from '../lib/i18n';
import { isBookingMail, MAIL_KEY, mailKindText } from '../lib/mail';
import { csrfTokenOf } from '../lib/session';

/** Each delivery state's dot; the text beside it always says the state, so colour is a second cue. */
const DOTS: Record<MailDelivery['status'], string> = {
  sent: 'bg-emerald-600',
  pending: 'bg-amber-500',
  failed: 'bg-red-700',
};

type Outcome = 'sentAgain' | 'alreadySentAgain';

/**
 * One mail and how its delivery went: what it was in words, what it is about (with `showReference`:
 * a booking as a link, a contact message by its reference), sent, waiting or failed with the mail
 * server's own (English) answer, and for a failed one a "Send again" button. After sending again,
 * the button's place says so and takes the focus, and the mail's state is read again; `onSentAgain`
 * hears of it (the failed list keeps the mail in view until the page is left).
 */
export function MailDeliveryItem({
  mail,
  showReference = false,
  headingLevel = 3,
  onSentAgain,
}: {
  mail: MailDelivery;
  showReference?: boolean;
  headingLevel?: 2 | 3;
  onSentAgain?: (mail: MailDelivery) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const queryClient = useQueryClient();
  const headingId = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const result = useRef<HTMLParagraphElement>(null);
  const kind = mailKindText(t, mail.kind);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const retry = useMutation({
    mutationFn: () => retryMail(mail.id, csrfTokenOf(queryClient)),
    onSuccess: () => setOutcome('sentAgain'),
    onError: (error) => {
      if (error instanceof ConsoleApiError && error.status === 404) setOutcome('alreadySentAgain');
    },
    onSettled: (_data, error) => {
      if (error && !(error instanceof ConsoleApiError && error.status === 404)) return;
      onSentAgain?.(mail);
      void queryClient.invalidateQueries({ queryKey: MAIL_KEY });
      void queryClient.invalidateQueries({ queryKey: ['booking'] });
    },
  });

  // The button is gone once the mail is sent again: its answer takes the focus instead.
  useEffect(() => {
    if (outcome) result.current?.focus();
  }, [outcome]);

  const failure = retry.isError && !outcome ? errorText(t, retry.error) : '';
  const state =
    mail.status === 'sent'
      ? t('mail.delivery.sentAt', { time: formatInstant(mail.sentAt ?? mail.createdAt, lang) })
      : mail.status === 'pending'
        ? mail.attempts === 0
          ? t('mail.delivery.waiting')
          : t('mail.delivery.waitingTried', { count: mail.attempts })
        : [
            t('mail.delivery.failedAt', { time: formatInstant(mail.failedAt ?? mail.createdAt, lang) }),
            t('mail.delivery.attempts', { count: mail.attempts }),
          ].join(' · ');
  const about = !showReference
    ? null
    : isBookingMail(mail.kind)
      ? 'booking'
      : /^MSG-/.test(mail.reference)
        ? 'message'
        : null;

  return (
    <article aria-labelledby={headingId} className="space-y-2">
      <Heading id={headingId} className="font-sans text-base font-semibold text-navy-900">
        {kind}
      </Heading>
      {about === 'booking' && (
        <p className="text-sm">
          {t('mail.delivery.booking')}{' '}
          <Link
            to="/console/bookings/$reference"
            params={{ reference: mail.reference }}
            className="font-semibold text-navy-900 underline underline-offset-4"
          >
            {mail.reference}
          </Link>
        </p>
      )}
      {about === 'message' && (
        <p className="text-sm">{t('mail.delivery.message', { reference: mail.reference })}</p>
      )}
      <p className="flex items-start gap-2 text-sm">
        <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${DOTS[mail.status]}`} />
        <span className={mail.status === 'failed' ? 'font-semibold text-red-900' : 'text-muted'}>
          {state}
        </span>
      </p>
      {mail.lastError && mail.status !== 'sent' && (
        <dl className="text-sm">
          <dt className="font-semibold text-muted">{t('mail.delivery.reason')}</dt>
          <dd
            lang="en"
            className="mt-1 rounded-lg bg-sand-100 px-3 py-2 font-mono text-[0.8125rem] [overflow-wrap:anywhere]"
          >
            {mail.lastError}
          </dd>
        </dl>
      )}
      {outcome ? (
        <p
          ref={result}
          tabIndex={-1}
          className={`w-fit rounded-lg px-3 py-2 text-sm font-medium outline-offset-2 ${
            outcome === 'sentAgain' ? 'bg-emerald-50 text-emerald-950' : 'bg-sand-100 text-navy-900'
          }`}
        >
          {t(`mail.delivery.${outcome}`)}
        </p>
      ) : (
        mail.status === 'failed' && (
          <div className="space-y-2 pt-1">
            <button
              type="button"
              className="btn-secondary bg-white"
              aria-disabled={retry.isPending}
              onClick={() => {
                if (!retry.isPending) retry.mutate();
              }}
            >
              {retry.isPending ? t('mail.delivery.sending') : t('mail.delivery.sendAgain')}
              <span className="sr-only">
                : {kind}
                {showReference && about === 'booking' ? `, ${mail.reference}` : ''}
              </span>
            </button>
            <div role="alert">{failure && <p className="text-sm font-medium text-red-900">{failure}</p>}</div>
          </div>
        )
      )}
    </article>
  );
}
