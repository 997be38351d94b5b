import type { DriverView } from '@spt/contracts';
import { displayPhone } from '@spt/contracts/phone';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleDialog } from '../../components/console-dialog';
import { Notice } from '../../components/notice';
import { QueryError } from '../../components/query-error';
import { Loading } from '../../components/spinner';
import { createDriver, fetchDrivers, updateDriver } from '../../lib/api';
import { amsterdamClock, formatDay } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { currentLanguage } from '../../lib/i18n';
import { csrfTokenOf } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { checkDriver, type DriverErrors, DriverFields, draftOfDriver, emptyDriver } from './driver-fields';
import { DriverLinkDialog } from './driver-link-dialog';

export const DRIVERS_KEY = ['drivers'] as const;

type DriverList = { drivers: DriverView[] };

/**
 * The drivers: the list (active first), adding one, changing one, taking one off the rota and back,
 * and a new private link for their page (shown once, with a copy button).
 */
export function DriversPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('drivers.title'));
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: DRIVERS_KEY, queryFn: fetchDrivers });
  const [notice, setNotice] = useState('');
  const [editing, setEditing] = useState<DriverView | null>(null);
  const [linkFor, setLinkFor] = useState<DriverView | null>(null);
  const [toDeactivate, setToDeactivate] = useState<DriverView | null>(null);

  /** Puts the server's answer for one driver in the list at once, then reads the list again. */
  const store = (driver: DriverView) => {
    queryClient.setQueryData<DriverList>(DRIVERS_KEY, (old) =>
      old
        ? {
            drivers: old.drivers.some((d) => d.id === driver.id)
              ? old.drivers.map((d) => (d.id === driver.id ? driver : d))
              : [...old.drivers, driver],
          }
        : old,
    );
    void queryClient.invalidateQueries({ queryKey: DRIVERS_KEY });
  };

  const toggle = useMutation({
    mutationFn: (driver: DriverView) =>
      updateDriver(driver.id, { active: !driver.active }, csrfTokenOf(queryClient)),
    onMutate: () => setNotice(''),
    onSuccess: ({ driver }) => {
      store(driver);
      setToDeactivate(null);
      setNotice(
        driver.active
          ? t('drivers.reactivated', { name: driver.name })
          : t('drivers.deactivated', { name: driver.name }),
      );
    },
  });

  const sorted = [...(query.data?.drivers ?? [])].sort(
    (a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name),
  );

  return (
    <div className="space-y-8">
      <h1 tabIndex={-1} className="text-3xl text-navy-900 outline-none sm:text-4xl">
        {t('drivers.title')}
      </h1>
      <Notice message={notice} />
      <Notice
        tone="error"
        message={toggle.isError && toDeactivate === null ? errorText(t, toggle.error) : ''}
      />
      <section aria-labelledby="drivers-list-title">
        <h2 id="drivers-list-title" className="text-xl text-navy-900">
          {t('drivers.label')}
        </h2>
        <div className="mt-3">
          {query.isPending ? (
            <Loading />
          ) : query.isError ? (
            <QueryError error={query.error} onRetry={() => void query.refetch()} />
          ) : sorted.length === 0 ? (
            <p className="card p-4 text-muted">{t('drivers.empty')}</p>
          ) : (
            <ul aria-labelledby="drivers-list-title" className="card divide-y divide-navy-900/10">
              {sorted.map((driver) => (
                <DriverRow
                  key={driver.id}
                  driver={driver}
                  busy={toggle.isPending}
                  onEdit={() => setEditing(driver)}
                  onLink={() => setLinkFor(driver)}
                  onToggle={() => {
                    toggle.reset();
                    // Taking a driver off the rota ends their link: asked first. Back on needs no question.
                    if (driver.active) setToDeactivate(driver);
                    else toggle.mutate(driver);
                  }}
                />
              ))}
            </ul>
          )}
        </div>
      </section>
      <AddDriver
        onAdded={(driver) => {
          store(driver);
          setNotice(t('drivers.add.added', { name: driver.name }));
        }}
      />
      <ConsoleDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t('drivers.edit.title', { name: editing?.name ?? '' })}
      >
        {editing && (
          <EditDriver
            driver={editing}
            onCancel={() => setEditing(null)}
            onSaved={(driver) => {
              store(driver);
              setEditing(null);
              setNotice(t('drivers.edit.saved', { name: driver.name }));
            }}
          />
        )}
      </ConsoleDialog>
      <ConsoleDialog
        open={toDeactivate !== null}
        onClose={() => setToDeactivate(null)}
        title={t('drivers.deactivateDialog.title', { name: toDeactivate?.name ?? '' })}
      >
        <p>{t('drivers.deactivateDialog.text')}</p>
        <div className="mt-4">
          <Notice tone="error" message={toggle.isError ? errorText(t, toggle.error) : ''} />
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            className="btn-primary"
            disabled={toggle.isPending}
            onClick={() => toDeactivate && toggle.mutate(toDeactivate)}
          >
            {t('drivers.deactivateDialog.submit')}
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => setToDeactivate(null)}
            data-autofocus=""
          >
            {t('drivers.deactivateDialog.dismiss')}
          </button>
        </div>
      </ConsoleDialog>
      <DriverLinkDialog
        driver={linkFor}
        onClose={() => setLinkFor(null)}
        onMade={() => {
          if (linkFor) store({ ...linkFor, hasLink: true });
        }}
      />
    </div>
  );
}

function DriverRow({
  driver,
  busy,
  onEdit,
  onLink,
  onToggle,
}: {
  driver: DriverView;
  busy: boolean;
  onEdit: () => void;
  onLink: () => void;
  onToggle: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0 space-y-0.5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-semibold text-navy-900 [overflow-wrap:anywhere]">{driver.name}</span>
          <span
            className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${
              driver.active
                ? 'bg-emerald-100 text-emerald-950 ring-emerald-700/40'
                : 'bg-stone-200 text-stone-900 ring-stone-600/40'
            }`}
          >
            {driver.active ? t('drivers.active') : t('drivers.inactive')}
          </span>
        </p>
        <p className="text-sm">
          <a className="underline underline-offset-4" href={`tel:${driver.phone.replace(/\s/g, '')}`}>
            {displayPhone(driver.phone)}
          </a>
          {driver.email && <span className="text-muted [overflow-wrap:anywhere]"> · {driver.email}</span>}
        </p>
        <p className="text-sm text-muted">
          {t('drivers.languageValue', { language: t(`common.languageNames.${driver.language}`) })} ·{' '}
          {driver.hasLink && driver.linkExpiresAt
            ? t('drivers.linkUntil', {
                date: formatDay(amsterdamClock(driver.linkExpiresAt).day, currentLanguage(i18n)),
              })
            : driver.hasLink
              ? t('drivers.hasLink')
              : t('drivers.noLink')}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="btn-secondary px-4" onClick={onEdit}>
          {t('drivers.editButton')} <span className="sr-only">{driver.name}</span>
        </button>
        {driver.active && (
          <button type="button" className="btn-secondary px-4" onClick={onLink}>
            {t('drivers.newLink')} <span className="sr-only">{driver.name}</span>
          </button>
        )}
        <button type="button" className="btn-secondary px-4" onClick={onToggle} disabled={busy}>
          {driver.active ? t('drivers.deactivate') : t('drivers.reactivate')}{' '}
          <span className="sr-only">{driver.name}</span>
        </button>
      </div>
    </li>
  );
}

function AddDriver({ onAdded }: { onAdded: (driver: DriverView) => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => emptyDriver(currentLanguage(i18n)));
  const [errors, setErrors] = useState<DriverErrors>({});
  const mutation = useMutation({
    mutationFn: (driver: Parameters<typeof createDriver>[0]) =>
      createDriver(driver, csrfTokenOf(queryClient)),
    onSuccess: ({ driver }) => {
      setDraft(emptyDriver(currentLanguage(i18n)));
      onAdded(driver);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDriver(draft, t);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    mutation.mutate(checked.driver);
  };
  return (
    <section aria-labelledby="add-driver-title" className="card max-w-3xl p-4 sm:p-5">
      <h2 id="add-driver-title" className="text-xl text-navy-900">
        {t('drivers.add.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('drivers.add.intro')}</p>
      <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <DriverFields
          draft={draft}
          errors={errors}
          onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
        />
        <Notice tone="error" message={mutation.isError ? errorText(t, mutation.error) : ''} />
        <button type="submit" className="btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? t('drivers.add.submitting') : t('drivers.add.submit')}
        </button>
      </form>
    </section>
  );
}

function EditDriver({
  driver,
  onCancel,
  onSaved,
}: {
  driver: DriverView;
  onCancel: () => void;
  onSaved: (driver: DriverView) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOfDriver(driver));
  const [errors, setErrors] = useState<DriverErrors>({});
  const mutation = useMutation({
    mutationFn: (update: Parameters<typeof updateDriver>[1]) =>
      updateDriver(driver.id, update, csrfTokenOf(queryClient)),
    onSuccess: ({ driver: saved }) => onSaved(saved),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDriver(draft, t);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    mutation.mutate(checked.driver);
  };
  return (
    <form className="space-y-5" onSubmit={submit} noValidate>
      <DriverFields
        draft={draft}
        errors={errors}
        onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
      />
      <Notice tone="error" message={mutation.isError ? errorText(t, mutation.error) : ''} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? t('booking.actions.working') : t('drivers.edit.submit')}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t('drivers.edit.dismiss')}
        </button>
      </div>
    </form>
  );
}
