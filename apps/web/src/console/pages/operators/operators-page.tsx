import { OPERATOR_ROLES, type OperatorListResponse } from '@spt/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Notice } from '../../components/notice';
import { QueryError } from '../../components/query-error';
import { Loading } from '../../components/spinner';
import {
  changeOperatorRole,
  disableOperator,
  enableOperator,
  fetchOperators,
  type OperatorInvitation,
  type OperatorListItem,
  type OperatorRole,
  resetOperatorMfa,
  revokeInvitation,
} from '../../lib/api';
import { formatInstant } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { currentLanguage } from '../../lib/i18n';
import { csrfTokenOf, SESSION_KEY, useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { InviteForm } from './invite-form';
import { PendingInvitations } from './pending-invitations';

const OPERATORS_KEY = ['operators'] as const;

/** An owner's choice of an operator's role; choosing opens the confirmation. */
function RoleSelect({
  operator,
  value,
  onChange,
}: {
  operator: OperatorListItem;
  value: OperatorRole;
  onChange: (role: OperatorRole) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {t('operators.role')} <span className="sr-only">{operator.email}</span>
      </label>
      <select
        id={id}
        className="field-input w-auto py-1.5"
        value={value}
        onChange={(event) => {
          const role = OPERATOR_ROLES.find((choice) => choice === event.target.value);
          if (role) onChange(role);
        }}
      >
        {OPERATOR_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`operators.roles.${role}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The operator accounts and the pending invitations. Owners manage them: invite with a role, revoke an
 * invitation, change a role, disable and enable an account. Dispatchers see the same list without
 * those controls (the server refuses them anyway).
 */
export function OperatorsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('operators.title'));
  const lang = currentLanguage(i18n);
  const queryClient = useQueryClient();
  const session = useSession().data;
  const me = session?.operator.email;
  const isOwner = session?.operator.role === 'owner';
  const query = useQuery({ queryKey: OPERATORS_KEY, queryFn: fetchOperators });
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; message: string }>({
    tone: 'success',
    message: '',
  });
  const [toDisable, setToDisable] = useState<OperatorListItem | null>(null);
  const [toResetMfa, setToResetMfa] = useState<OperatorListItem | null>(null);
  const [roleChange, setRoleChange] = useState<{ operator: OperatorListItem; role: OperatorRole } | null>(
    null,
  );
  const [toRevoke, setToRevoke] = useState<OperatorInvitation | null>(null);

  const clearNotice = () => setNotice({ tone: 'success', message: '' });
  /** Shows a change in the list at once (the list is then read again). */
  const patchList = (change: (list: OperatorListResponse) => OperatorListResponse) =>
    queryClient.setQueryData<OperatorListResponse>(OPERATORS_KEY, (old) => (old ? change(old) : old));
  const patchOperator = (id: number, change: Partial<OperatorListItem>) =>
    patchList((list) => ({
      ...list,
      items: list.items.map((item) => (item.id === id ? { ...item, ...change } : item)),
    }));
  const done = (message: string) => {
    setNotice({ tone: 'success', message });
    void queryClient.invalidateQueries({ queryKey: OPERATORS_KEY });
  };

  const disable = useMutation({
    mutationFn: (operator: OperatorListItem) => disableOperator(operator.id, csrfTokenOf(queryClient)),
    onMutate: clearNotice,
    onSuccess: (_data, operator) => {
      patchOperator(operator.id, { active: false });
      setToDisable(null);
      done(t('operators.disabledDone', { email: operator.email }));
    },
  });

  const resetMfa = useMutation({
    mutationFn: (operator: OperatorListItem) => resetOperatorMfa(operator.id, csrfTokenOf(queryClient)),
    onMutate: clearNotice,
    onSuccess: (_data, operator) => {
      patchOperator(operator.id, { mfaEnabled: false });
      setToResetMfa(null);
      done(t('operators.mfaResetDone', { email: operator.email }));
    },
  });

  const enable = useMutation({
    mutationFn: (operator: OperatorListItem) => enableOperator(operator.id, csrfTokenOf(queryClient)),
    onMutate: clearNotice,
    onSuccess: (_data, operator) => {
      patchOperator(operator.id, { active: true });
      done(t('operators.enabledDone', { email: operator.email }));
    },
    onError: (error) => setNotice({ tone: 'error', message: errorText(t, error) }),
  });

  const changeRole = useMutation({
    mutationFn: (change: { operator: OperatorListItem; role: OperatorRole }) =>
      changeOperatorRole(change.operator.id, change.role, csrfTokenOf(queryClient)),
    onMutate: clearNotice,
    onSuccess: (_data, change) => {
      patchOperator(change.operator.id, { role: change.role });
      setRoleChange(null);
      done(t(`operators.roleChanged.${change.role}`, { email: change.operator.email }));
      // One's own role: the console shows or hides the owners' controls at once.
      if (change.operator.email === me) void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });

  const revoke = useMutation({
    mutationFn: (invitation: OperatorInvitation) =>
      revokeInvitation(invitation.email, csrfTokenOf(queryClient)),
    onMutate: clearNotice,
    onSuccess: (_data, invitation) => {
      patchList((list) => ({
        ...list,
        invitations: list.invitations.filter((pending) => pending.email !== invitation.email),
      }));
      setToRevoke(null);
      done(t('operators.invitations.revoked', { email: invitation.email }));
    },
  });

  const roleTexts = roleChange
    ? [
        roleChange.role === 'owner'
          ? t('operators.roleDialog.ownerText')
          : t('operators.roleDialog.dispatcherText'),
        ...(roleChange.operator.email === me && roleChange.role !== 'owner'
          ? [t('operators.roleDialog.selfText')]
          : []),
      ]
    : [];

  return (
    <div className="space-y-8">
      <h1 tabIndex={-1} className="text-3xl text-navy-900 outline-none sm:text-4xl">
        {t('operators.title')}
      </h1>
      <Notice tone={notice.tone} message={notice.message} />
      {session && !isOwner && <p className="text-muted">{t('operators.ownersOnly')}</p>}
      <section aria-labelledby="operators-list-title">
        <h2 id="operators-list-title" className="text-xl text-navy-900">
          {t('operators.label')}
        </h2>
        <div className="mt-3">
          {query.isPending ? (
            <Loading />
          ) : query.isError ? (
            <QueryError error={query.error} onRetry={() => void query.refetch()} />
          ) : (
            <ul aria-labelledby="operators-list-title" className="card divide-y divide-navy-900/10">
              {query.data.items.map((operator) => (
                <li key={operator.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div className="min-w-0">
                    <p className="font-semibold text-navy-900 [overflow-wrap:anywhere]">
                      {operator.email}
                      {operator.email === me && (
                        <span className="ml-2 text-sm font-normal text-muted">({t('operators.you')})</span>
                      )}
                    </p>
                    <p className="text-sm text-muted">
                      {t('operators.since', { date: formatInstant(operator.createdAt, lang) })}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-3">
                    {isOwner && operator.active ? (
                      <RoleSelect
                        operator={operator}
                        value={roleChange?.operator.id === operator.id ? roleChange.role : operator.role}
                        onChange={(role) => {
                          if (role === operator.role) return;
                          changeRole.reset();
                          setRoleChange({ operator, role });
                        }}
                      />
                    ) : (
                      <span className="text-sm font-semibold text-navy-900">
                        {t(`operators.roles.${operator.role}`)}
                      </span>
                    )}
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${
                        operator.active
                          ? 'bg-emerald-100 text-emerald-950 ring-emerald-700/40'
                          : 'bg-stone-200 text-stone-900 ring-stone-600/40'
                      }`}
                    >
                      {operator.active ? t('operators.active') : t('operators.disabled')}
                    </span>
                    {isOwner && operator.active && operator.email !== me && (
                      <button
                        type="button"
                        className="btn-secondary"
                        onClick={() => {
                          disable.reset();
                          setToDisable(operator);
                        }}
                      >
                        {t('operators.disable')} <span className="sr-only">{operator.email}</span>
                      </button>
                    )}
                    {isOwner && operator.mfaEnabled && operator.email !== me && (
                      <button
                        type="button"
                        className="btn-secondary"
                        onClick={() => {
                          resetMfa.reset();
                          setToResetMfa(operator);
                        }}
                      >
                        {t('operators.mfaReset')} <span className="sr-only">{operator.email}</span>
                      </button>
                    )}
                    {isOwner && !operator.active && (
                      <button
                        type="button"
                        className="btn-secondary"
                        disabled={enable.isPending}
                        onClick={() => enable.mutate(operator)}
                      >
                        {t('operators.enable')} <span className="sr-only">{operator.email}</span>
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      {query.data && (
        <PendingInvitations
          invitations={query.data.invitations}
          onRevoke={
            isOwner
              ? (invitation) => {
                  revoke.reset();
                  setToRevoke(invitation);
                }
              : undefined
          }
        />
      )}
      {isOwner && (
        <InviteForm onStart={clearNotice} onSent={(email) => done(t('operators.invite.sent', { email }))} />
      )}
      <ConfirmDialog
        open={toDisable !== null}
        onClose={() => setToDisable(null)}
        title={t('operators.disableTitle', { email: toDisable?.email ?? '' })}
        texts={[t('operators.disableText')]}
        error={disable.isError ? errorText(t, disable.error) : ''}
        submit={t('operators.disableSubmit')}
        dismiss={t('operators.disableDismiss')}
        pending={disable.isPending}
        onConfirm={() => toDisable && disable.mutate(toDisable)}
      />
      <ConfirmDialog
        open={toResetMfa !== null}
        onClose={() => setToResetMfa(null)}
        title={t('operators.mfaResetTitle', { email: toResetMfa?.email ?? '' })}
        texts={[t('operators.mfaResetText')]}
        error={resetMfa.isError ? errorText(t, resetMfa.error) : ''}
        submit={t('operators.mfaResetSubmit')}
        dismiss={t('operators.disableDismiss')}
        pending={resetMfa.isPending}
        onConfirm={() => toResetMfa && resetMfa.mutate(toResetMfa)}
      />
      <ConfirmDialog
        open={roleChange !== null}
        onClose={() => setRoleChange(null)}
        title={
          roleChange?.role === 'owner'
            ? t('operators.roleDialog.ownerTitle', { email: roleChange.operator.email })
            : t('operators.roleDialog.dispatcherTitle', { email: roleChange?.operator.email ?? '' })
        }
        texts={roleTexts}
        error={changeRole.isError ? errorText(t, changeRole.error) : ''}
        submit={t('operators.roleDialog.submit')}
        dismiss={t('operators.roleDialog.dismiss')}
        pending={changeRole.isPending}
        onConfirm={() => roleChange && changeRole.mutate(roleChange)}
      />
      <ConfirmDialog
        open={toRevoke !== null}
        onClose={() => setToRevoke(null)}
        title={t('operators.invitations.revokeTitle', { email: toRevoke?.email ?? '' })}
        texts={[t('operators.invitations.revokeText')]}
        error={revoke.isError ? errorText(t, revoke.error) : ''}
        submit={t('operators.invitations.revokeSubmit')}
        dismiss={t('operators.invitations.revokeDismiss')}
        pending={revoke.isPending}
        onConfirm={() => toRevoke && revoke.mutate(toRevoke)}
      />
    </div>
  );
}
