import { company } from '@spt/i18n-content';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { HydratedSuspense } from '../../lib/hydrated-suspense';
import type { BookingWizardProps } from './wizard';

export type { BookingWizardProps } from './wizard';

// The wizard, its validation and the phone metadata load after the page: never in its first load.
const Wizard = lazy(() => import('./wizard').then((m) => ({ default: m.BookingWizard })));

/**
 * The booking wizard of SPEC 2.5, loaded on demand. Until it arrives (and with JavaScript off) the
 * visitor sees how to book by phone or email. In the modal (with a completion callback) the step
 * headings sit under the dialog's title, one level down. The prerendered HTML holds the fallback;
 * the wizard mounts once the page has hydrated.
 */
export function BookingWizard(props: BookingWizardProps) {
  return (
    <HydratedSuspense fallback={<BookingFallback />}>
      <Wizard {...props} headingLevel={props.headingLevel ?? (props.onComplete ? 3 : 2)} />
    </HydratedSuspense>
  );
}

function BookingFallback() {
  const { t } = useTranslation();
  return (
    <div className="text-center sm:text-left" data-slot="booking-wizard" data-wizard-fallback="">
      <div className="mx-auto mb-4 inline-flex size-12 items-center justify-center rounded-full bg-gold-200 text-gold-700 sm:mx-0">
        <Icon name="calendar" className="size-6" />
      </div>
      <p className="text-xl text-navy-900">{t('booking.soon.title')}</p>
      <p className="mt-2 max-w-prose text-muted">{t('booking.soon.text')}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <a href={`tel:${company.phoneE164}`} className="btn btn-navy">
          <Icon name="phone" className="size-4" />
          {t('booking.soon.call', { phone: company.phone })}
        </a>
        <a
          href={`mailto:${company.email}`}
          className="btn btn-outline-dark max-w-full whitespace-normal [overflow-wrap:anywhere]"
        >
          <Icon name="mail" className="size-4" />
          {t('booking.soon.email', { email: company.email })}
        </a>
      </div>
    </div>
  );
}
