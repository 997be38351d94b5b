import { useTranslation } from 'react-i18next';
import type { OperatorInvitation } from '../../lib/api';
import { formatInstant } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';

/** The invitations sent and not yet accepted; an owner can revoke each. */
export function PendingInvitations({
  invitations,
  onRevoke,
}: {
  invitations: readonly OperatorInvitation[];
  /** Given to owners only: the Revoke button of each invitation. */
  onRevoke?: ((invitation: OperatorInvitation) => void) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  return (
    <section aria-labelledby="invitations-title">
      <h2 id="invitations-title" className="text-xl text-navy-900">
        {t('operators.invitations.title')}
      </h2>
      {invitations.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('operators.invitations.empty')}</p>
      ) : (
        <ul aria-labelledby="invitations-title" className="card mt-3 divide-y divide-navy-900/10">
          {invitations.map((invitation) => (
            <li key={invitation.email} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold text-navy-900 [overflow-wrap:anywhere]">{invitation.email}</p>
                <p className="text-sm text-muted">
                  {[
                    t(`operators.roles.${invitation.role}`),
                    invitation.invitedBy
                      ? t('operators.invitations.invitedBy', { email: invitation.invitedBy })
                      : '',
                    t('operators.invitations.expires', { date: formatInstant(invitation.expiresAt, lang) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              {onRevoke && (
                <button type="button" className="btn-secondary" onClick={() => onRevoke(invitation)}>
                  {t('operators.invitations.revoke')} <span className="sr-only">{invitation.email}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
