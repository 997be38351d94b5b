import { OPERATOR_ROLES } from '@spt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/fields';
import { Notice } from '../../components/notice';
import { inviteOperator, type OperatorRole } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { csrfTokenOf } from '../../lib/session';

/** A new operator is a dispatcher unless the owner chooses otherwise: the smaller right. */
const DEFAULT_ROLE: OperatorRole = 'dispatcher';

/** The owner's form to invite an operator by email, with the new operator's role. */
export function InviteForm({
  onStart,
  onSent,
}: {
  /** Called when a new invitation is sent off (the page clears its last notice). */
  onStart: () => void;
  /** Called with the address once the invitation is on its way. */
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OperatorRole>(DEFAULT_ROLE);

  const invite = useMutation({
    mutationFn: (invitation: { email: string; role: OperatorRole }) =>
      inviteOperator(invitation.email, invitation.role, csrfTokenOf(queryClient)),
    onMutate: onStart,
    onSuccess: (_data, invitation) => {
      onSent(invitation.email);
      setEmail('');
      setRole(DEFAULT_ROLE);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate({ email: email.trim(), role });
  };

  return (
    <section aria-labelledby="invite-title" className="card max-w-xl p-4 sm:p-5">
      <h2 id="invite-title" className="text-xl text-navy-900">
        {t('operators.invite.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('operators.invite.intro')}</p>
      <form className="mt-4 space-y-4" onSubmit={submit}>
        <TextField
          label={t('common.email')}
          type="email"
          required
          maxLength={254}
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <fieldset>
          <legend className="field-label">{t('operators.role')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {OPERATOR_ROLES.map((choice) => (
              <label
                key={choice}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-navy-900/20 bg-white px-3 py-2.5 has-[:checked]:border-gold-600 has-[:checked]:bg-gold-50 has-[:checked]:ring-1 has-[:checked]:ring-gold-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-navy-900"
              >
                <input
                  type="radio"
                  name="invite-role"
                  value={choice}
                  className="mt-1 size-4 shrink-0 accent-navy-900"
                  checked={role === choice}
                  onChange={() => setRole(choice)}
                />
                <span>
                  <span className="block font-semibold text-navy-900">{t(`operators.roles.${choice}`)}</span>
                  <span className="block text-sm text-muted">{t(`operators.roleHints.${choice}`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Notice tone="error" message={invite.isError ? errorText(t, invite.error) : ''} />
        <button type="submit" className="btn-primary" disabled={invite.isPending}>
          {invite.isPending ? t('operators.invite.submitting') : t('operators.invite.submit')}
        </button>
      </form>
    </section>
  );
}
