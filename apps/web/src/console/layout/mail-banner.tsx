import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from '../components/warning-icon';
import { durationText } from '../lib/duration-text';
import { mailStatusQuery, STUCK_AFTER_MINUTES } from '../lib/mail';

const TONES = {
  failed: 'border-red-700/40 bg-red-50 text-red-900',
  stuck: 'border-amber-700/40 bg-amber-50 text-amber-950',
} as const;

/**
 * One line of the banner. Its headline sits in a live region that is always in the page, so a
 * screen reader hears it when it appears or its words change ("2 mails" becoming "3 mails"), not at
 * every refresh; what changes each minute (how long the oldest has waited) stays outside it.
 */
function BannerLine({
  tone,
  headline,
  last,
  children,
}: {
  tone: keyof typeof TONES;
  headline: string;
  /** The last line shown: the page starts further below it. */
  last: boolean;
  children?: ReactNode;
}) {
  return (
    <div
      className={
        headline
          ? `flex items-start gap-2 rounded-xl border px-4 py-3 text-sm ${last ? 'mb-6' : 'mb-3'} ${TONES[tone]}`
          : undefined
      }
    >
      {headline && <WarningIcon className="mt-0.5 size-4 shrink-0" />}
      <div className="min-w-0 space-y-1">
        <div role="status">{headline && <p className="font-semibold">{headline}</p>}</div>
        {headline && children}
      </div>
    </div>
  );
}

/**
 * The mail's trouble at the top of every signed-in page, read again every 20 seconds: mails that
 * could not be sent (with the way to the list where they are sent again), and mail that has waited
 * 15 minutes or more, which means the mail server does not take it. Nothing shows while all is well.
 */
export function MailBanner({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const query = useQuery({ ...mailStatusQuery, enabled });
  const onMailPage = useRouterState({ select: (state) => state.location.pathname === '/console/mail' });
  const failed = query.data?.failedCount ?? 0;
  const waited = query.data?.oldestPendingMinutes ?? null;
  const stuck = waited !== null && waited >= STUCK_AFTER_MINUTES;

  return (
    <>
      <BannerLine
        tone="failed"
        headline={failed > 0 ? t('mail.banner.failed', { count: failed }) : ''}
        last={!stuck}
      >
        {!onMailPage && (
          <p>
            <Link to="/console/mail" className="font-semibold underline underline-offset-4">
              {t('mail.banner.show')}
            </Link>
          </p>
        )}
      </BannerLine>
      <BannerLine tone="stuck" headline={stuck ? t('mail.banner.stuck') : ''} last>
        <p>
          {t('mail.banner.stuckWaited', { wait: durationText(t, waited ?? 0) })}{' '}
          {t('mail.banner.stuckAdvice')}
        </p>
      </BannerLine>
    </>
  );
}
