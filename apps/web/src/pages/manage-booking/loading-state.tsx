import { company } from '@spt/i18n-content';
import { useTranslation } from 'react-i18next';

/** The loading state: also the prerendered page's, with the message for visitors without scripts. */
export function LoadingState() {
  const { t } = useTranslation();
  return (
    <div data-slot="manage-booking">
      <p role="status" className="flex items-center gap-3 text-muted" data-noscript-hide="">
        <span className="spinner size-5" aria-hidden="true" />
        {t('manage.loading')}
      </p>
      <p className="hidden max-w-prose text-body" data-noscript-show="">
        {t('manage.noScript', { phone: company.phone, email: company.email })}
      </p>
    </div>
  );
}
