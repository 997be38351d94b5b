import {
  AFTER_PICKUP_STATUSES,
  type BookingStatus,
  canTransition,
  DriverSchema,
  type OperatorTargetStatus,
  type StatusChangeRequest,
} from '@spt/contracts';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleDialog } from '../../components/console-dialog';
import { TextAreaField, TextField } from '../../components/fields';
import { Notice } from '../../components/notice';
import { formatInstant } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';

/** The operator's actions, in the order they appear, with their text keys. */
const ACTIONS = [
  { to: 'confirmed', key: 'confirm', style: 'btn-primary' },
  { to: 'completed', key: 'complete', style: 'btn-primary' },
  { to: 'noShow', key: 'noShow', style: 'btn-secondary' },
  { to: 'declined', key: 'decline', style: 'btn-secondary' },
  { to: 'cancelled', key: 'cancel', style: 'btn-secondary' },
] as const satisfies readonly { to: OperatorTargetStatus; key: string; style: string }[];

/**
 * Whether the pickup time has passed at `now`: completed and no-show are possible only then
 * (`AFTER_PICKUP_STATUSES`; the server answers 409 `notYetPickedUp` before).
 */
export function pickupHasPassed(pickupAt: string | null, now: Date = new Date()): boolean {
  if (!pickupAt) return false;
  const at = new Date(pickupAt).getTime();
  return !Number.isNaN(at) && at <= now.getTime();
}

type ActionKey = (typeof ACTIONS)[number]['key'];

export interface StatusActionsProps {
  reference: string;
  status: BookingStatus;
  /** The pickup instant: completing and no-show wait for it. */
  pickupAt: string | null;
  /** More buttons for the same row (editing the booking). */
  extra?: ReactNode;
  pending: boolean;
  /** The translated error of the last attempt, shown inside the open dialog. */
  error: string;
  /** The result of the last change (or why it was not made), shown and announced under the heading. */
  notice: { tone: 'success' | 'error'; message: string };
  /** Sends the change; resolves true when it was done (the dialog then closes). */
  onChange: (change: StatusChangeRequest) => Promise<boolean>;
}

/**
 * The status changes the booking's current status allows. Each opens one dialog that asks what the
 * change needs (driver and message, or a reason) and nothing else; its button does the change.
 * Completed and no-show appear only once the pickup time has passed; before, a line says when.
 */
export function StatusActions({
  reference,
  status,
  pickupAt,
  extra,
  pending,
  error,
  notice,
  onChange,
}: StatusActionsProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<ActionKey | null>(null);
  const passed = pickupHasPassed(pickupAt);
  const allowed = ACTIONS.filter((action) => canTransition(status, action.to));
  const waiting = allowed.some((action) => AFTER_PICKUP_STATUSES.includes(action.to)) && !passed;
  const available = allowed.filter((action) => passed || !AFTER_PICKUP_STATUSES.includes(action.to));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const finished = useRef(false);

  // After a change the button that opened the dialog may be gone: focus goes to the heading, with the
  // result right under it. (The dialog's own effect, which closes it, runs before this one.)
  useEffect(() => {
    if (open === null && finished.current) {
      finished.current = false;
      headingRef.current?.focus();
    }
  }, [open]);

  return (
    <section aria-labelledby="actions-title" className="card p-4 sm:p-5">
      <h2 id="actions-title" ref={headingRef} tabIndex={-1} className="text-xl text-navy-900 outline-none">
        {t('booking.sections.actions')}
      </h2>
      <div className="mt-3">
        <Notice tone={notice.tone} message={notice.message} />
      </div>
      {available.length === 0 && !extra ? (
        <p className="mt-3 text-muted">{t('booking.actions.none')}</p>
      ) : (
        <>
          <p className="mt-3 text-sm text-muted">{t('booking.actions.intro')}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            {extra}
            {available.map((action) => (
              <button
                key={action.key}
                type="button"
                className={action.style}
                onClick={() => setOpen(action.key)}
              >
                {t(`booking.actions.${action.key}`)}
              </button>
            ))}
          </div>
          {available.length === 0 && <p className="mt-3 text-muted">{t('booking.actions.none')}</p>}
        </>
      )}
      {waiting && pickupAt && (
        <p className="mt-3 text-sm text-muted">
          {t('booking.actions.afterPickup', { time: formatInstant(pickupAt, currentLanguage(i18n)) })}
        </p>
      )}
      {available.map((action) => (
        <ConsoleDialog
          key={action.key}
          open={open === action.key}
          onClose={() => setOpen(null)}
          title={t(`booking.dialogs.${action.key}.title`, { reference })}
        >
          <ActionForm
            action={action.key}
            to={action.to}
            pending={pending}
            error={open === action.key ? error : ''}
            onCancel={() => setOpen(null)}
            onSubmit={async (change) => {
              if (await onChange(change)) {
                finished.current = true;
                setOpen(null);
              }
            }}
          />
        </ConsoleDialog>
      ))}
    </section>
  );
}

function ActionForm({
  action,
  to,
  pending,
  error,
  onCancel,
  onSubmit,
}: {
  action: ActionKey;
  to: OperatorTargetStatus;
  pending: boolean;
  error: string;
  onCancel: () => void;
  onSubmit: (change: StatusChangeRequest) => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [driverName, setDriverName] = useState('');
  const [driverPhone, setDriverPhone] = useState('');
  const [driverError, setDriverError] = useState('');
  const [phoneError, setPhoneError] = useState('');
  const [byCustomer, setByCustomer] = useState(false);
  const byCustomerId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change: StatusChangeRequest = { to };
    const trimmedNote = note.trim();
    if (trimmedNote) change.note = trimmedNote;
    if (action === 'cancel' && byCustomer) change.byCustomer = true;
    if (action === 'confirm') {
      const name = driverName.trim();
      const phone = driverPhone.trim();
      setDriverError('');
      setPhoneError('');
      if (Boolean(name) !== Boolean(phone)) {
        setDriverError(t('booking.dialogs.confirm.driverBoth'));
        return;
      }
      if (name && phone) {
        const driver = DriverSchema.safeParse({ name, phone });
        if (!driver.success) {
          setPhoneError(t('errors.invalidPhone'));
          return;
        }
        change.driver = driver.data;
      }
    }
    onSubmit(change);
  };

  return (
    <form onSubmit={submit} className="space-y-5">
      {action === 'confirm' && (
        <>
          <fieldset className="space-y-4">
            <legend className="field-label">{t('booking.dialogs.confirm.driverLegend')}</legend>
            <TextField
              label={t('booking.dialogs.confirm.driverName')}
              autoComplete="off"
              maxLength={100}
              value={driverName}
              error={driverError || undefined}
              onChange={(event) => setDriverName(event.target.value)}
            />
            <TextField
              label={t('booking.dialogs.confirm.driverPhone')}
              type="tel"
              autoComplete="off"
              maxLength={30}
              value={driverPhone}
              error={phoneError || undefined}
              onChange={(event) => setDriverPhone(event.target.value)}
            />
          </fieldset>
          <TextAreaField
            label={t('booking.dialogs.confirm.message')}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </>
      )}
      {(action === 'decline' || action === 'cancel') && (
        <TextAreaField
          label={t(`booking.dialogs.${action}.reason`)}
          required
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      )}
      {action === 'cancel' && (
        <div className="flex items-start gap-2">
          <input
            id={byCustomerId}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-navy-900"
            checked={byCustomer}
            onChange={(event) => setByCustomer(event.target.checked)}
          />
          <label htmlFor={byCustomerId}>{t('booking.dialogs.cancel.byCustomer')}</label>
        </div>
      )}
      {(action === 'complete' || action === 'noShow') && <p>{t(`booking.dialogs.${action}.text`)}</p>}
      <Notice tone="error" message={error} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? t('booking.actions.working') : t(`booking.dialogs.${action}.submit`)}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t(`booking.dialogs.${action}.dismiss`)}
        </button>
      </div>
    </form>
  );
}
