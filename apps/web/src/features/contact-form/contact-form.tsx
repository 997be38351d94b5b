import { company } from '@spt/i18n-content';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { HydratedSuspense } from '../../lib/hydrated-suspense';

// The form and its validation (zod) load after the page, so they never weigh on its first load.
const Form = lazy(() => import('./form').then((m) => ({ default: m.ContactForm })));

/** The contact message form, loaded on demand; until then (and without JS) phone and email. */
export function ContactForm() {
  return (
    <HydratedSuspense fallback={<ContactFallback />}>
      <Form />
    </HydratedSuspense>
  );
}

function ContactFallback() {
  const { t } = useTranslation();
  return (
    <div data-slot="contact-form">
      <p className="text-muted">{t('contact.form.fallback')}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <a href={`tel:${company.phoneE164}`} className="btn btn-navy">
          <Icon name="phone" className="size-4" />
          {t('common.callUs', { phone: company.phone })}
        </a>
        <a
          href={`mailto:${company.email}`}
          className="btn btn-outline-dark max-w-full whitespace-normal [overflow-wrap:anywhere]"
        >
          <Icon name="mail" className="size-4" />
          {company.email}
        </a>
      </div>
    </div>
  );
}
