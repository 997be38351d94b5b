import {
  type BookingChangeRequest,
  BookingChangeRequestSchema,
  type BookingDetail,
  isFlightNumberField,
  LUGGAGE,
  NAME_SIGN_MAX,
  NOTES_MAX,
  PASSENGERS,
} from '@spt/contracts';
import { type Language, NUMBER_LOCALES } from '@spt/i18n-content/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleDialog } from '../../components/console-dialog';
import { TextAreaField, TextField } from '../../components/fields';
import { Notice } from '../../components/notice';
import { ConsoleApiError, updateBooking } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { currentLanguage } from '../../lib/i18n';
import { formatApiEuros } from '../../lib/money';
import { csrfTokenOf } from '../../lib/session';
import { VEHICLES } from '../../lib/vehicles';
import { ConflictNotice } from './conflict-notice';

/** The most characters of an override's reason, and the fewest (the API's rule). */
const REASON = { min: 3, max: 300 } as const;
/** Hire: the hours an operator may set. */
const HOURS = { min: 1, max: 24 } as const;

/** The form's fields, as typed. */
interface Draft {
  date: string;
  time: string;
  flightNumber: string;
  pickupDetail: string;
  destinationDetail: string;
  passengers: string;
  luggage: string;
  vehicleId: string;
  hours: string;
  childSeats: string;
  boosterSeats: string;
  nameSign: string;
  notes: string;
  override: boolean;
  price: string;
  reason: string;
  notify: boolean;
  message: string;
}

type FieldErrors = Partial<Record<keyof Draft, string>>;

/** An amount in euros as the operator writes it in their language: "619.74", "619,74". */
function typedEuros(euros: number, lang: Language): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[lang], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(euros);
}

function draftOf(booking: BookingDetail, lang: Language): Draft {
  return {
    date: booking.pickupDate,
    time: booking.pickupTime,
    flightNumber: booking.flightNumber,
    pickupDetail: booking.pickupDetail ?? '',
    destinationDetail: booking.destinationDetail ?? '',
    passengers: String(booking.passengers),
    luggage: String(booking.luggage),
    vehicleId: String(booking.vehicleId),
    hours: booking.hours === null ? '' : String(booking.hours),
    childSeats: String(booking.extras?.childSeats ?? 0),
    boosterSeats: String(booking.extras?.boosterSeats ?? 0),
    nameSign: booking.extras?.nameSign ?? '',
    notes: booking.notes ?? '',
    override: false,
    price: typedEuros(booking.finalPrice, lang),
    reason: '',
    notify: true,
    message: '',
  };
}

/**
 * A euro amount as an operator types it, with a decimal point or comma ("85", "85,50", "85.5"), or
 * null when it is not one.
 *
 * @example
 * parseEuros('85,50') // 85.5
 */
export function parseEuros(typed: string): number | null {
  const text = typed.trim().replace(/^€\s*/, '').replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

const whole = (typed: string): number | null => (/^\d{1,3}$/.test(typed.trim()) ? Number(typed) : null);

/**
 * The change request for what the operator changed, and nothing else; or the fields' problems.
 * Exported for the tests.
 */
export function buildChange(
  booking: BookingDetail,
  draft: Draft,
  t: (key: string, options?: Record<string, unknown>) => string,
): { change: BookingChangeRequest } | { errors: FieldErrors } | { nothing: true } {
  const errors: FieldErrors = {};
  const change: BookingChangeRequest = {};
  const count = (
    key: 'passengers' | 'luggage' | 'hours' | 'childSeats' | 'boosterSeats',
    min: number,
    max: number,
  ) => {
    const value = whole(draft[key]);
    if (value === null || value < min || value > max) {
      errors[key] = t('booking.edit.between', { min, max });
      return null;
    }
    return value;
  };

  if (draft.date !== booking.pickupDate) change.date = draft.date;
  if (draft.time !== booking.pickupTime) change.time = draft.time;
  if (!draft.date) errors.date = t('booking.edit.required');
  if (!draft.time) errors.time = t('booking.edit.required');

  const flight = draft.flightNumber.trim();
  if (!isFlightNumberField(flight)) errors.flightNumber = t('errors.invalidFlightNumber');
  else if (flight !== booking.flightNumber) change.flightNumber = flight;
  const text = (key: 'pickupDetail' | 'destinationDetail' | 'notes', before: string | null) => {
    const value = draft[key].trim();
    if (value !== (before ?? '')) change[key] = value;
  };
  text('pickupDetail', booking.pickupDetail);
  text('destinationDetail', booking.destinationDetail);
  text('notes', booking.notes);

  const passengers = count('passengers', PASSENGERS.min, PASSENGERS.max);
  if (passengers !== null && passengers !== booking.passengers) change.passengers = passengers;
  const luggage = count('luggage', Math.min(LUGGAGE.min, booking.luggage), LUGGAGE.max);
  if (luggage !== null && luggage !== booking.luggage) change.luggage = luggage;
  const vehicleId = Number(draft.vehicleId);
  if (vehicleId !== booking.vehicleId) change.vehicleId = vehicleId;
  if (booking.product === 'hourly') {
    const hours = count('hours', HOURS.min, HOURS.max);
    if (hours !== null && hours !== booking.hours) change.hours = hours;
  }
  const seats = passengers ?? booking.passengers;
  const childSeats = count('childSeats', 0, seats);
  const boosterSeats = count('boosterSeats', 0, seats);
  const nameSign = draft.nameSign.trim();
  if (
    childSeats !== null &&
    boosterSeats !== null &&
    (childSeats !== (booking.extras?.childSeats ?? 0) ||
      boosterSeats !== (booking.extras?.boosterSeats ?? 0) ||
      nameSign !== (booking.extras?.nameSign ?? ''))
  ) {
    change.extras = { childSeats, boosterSeats, nameSign };
  }

  if (draft.override) {
    const final = parseEuros(draft.price);
    if (final === null || final > 100_000) errors.price = t('booking.edit.priceInvalid');
    const reason = draft.reason.trim();
    if (reason.length < REASON.min) errors.reason = t('booking.edit.reasonRequired', { min: REASON.min });
    if (final !== null && reason.length >= REASON.min) change.priceOverride = { final, reason };
  }

  if (Object.keys(errors).length > 0) return { errors };
  if (Object.keys(change).length === 0) return { nothing: true };
  change.notifyCustomer = draft.notify;
  const message = draft.message.trim();
  if (draft.notify && message) change.message = message;
  const checked = BookingChangeRequestSchema.safeParse(change);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (key in draft) errors[key as keyof Draft] = t('booking.edit.invalid');
      else if (key === 'extras') errors.nameSign = t('booking.edit.invalid');
    }
    return { errors: Object.keys(errors).length > 0 ? errors : { date: t('booking.edit.invalid') } };
  }
  return { change: checked.data };
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 font-sans text-base font-semibold text-navy-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * "Edit booking": a button and its dialog with every field the booking's product may change (the
 * hours of a hire only), a price set by hand with its required reason, and the mail to the customer
 * (on by default, with an optional message). Sends only what changed; on success the dialog closes
 * and `onSaved` gets the booking as the server now has it, with its new price.
 */
export function EditBooking({
  booking,
  onSaved,
}: {
  booking: BookingDetail;
  onSaved: (booking: BookingDetail, mailed: boolean) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-primary" onClick={() => setOpen(true)}>
        {t('booking.actions.edit')}
      </button>
      <ConsoleDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('booking.edit.title', { reference: booking.reference })}
        size="lg"
      >
        {open && (
          <EditForm
            booking={booking}
            onCancel={() => setOpen(false)}
            onSaved={(saved, mailed) => {
              setOpen(false);
              onSaved(saved, mailed);
            }}
          />
        )}
      </ConsoleDialog>
    </>
  );
}

function EditForm({
  booking,
  onCancel,
  onSaved,
}: {
  booking: BookingDetail;
  onCancel: () => void;
  onSaved: (booking: BookingDetail, mailed: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(booking, lang));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState('');
  const overrideId = useId();
  const notifyId = useId();
  const vehicleId = useId();
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const mutation = useMutation({
    mutationFn: (change: BookingChangeRequest) =>
      updateBooking(booking.reference, change, csrfTokenOf(queryClient)),
  });
  // A new time that overlaps another ride of the assigned driver or car: the rides, and "Save anyway".
  const conflicts =
    mutation.error instanceof ConsoleApiError && mutation.error.code === 'conflict'
      ? mutation.error.conflicts
      : null;
  const save = (change: BookingChangeRequest) =>
    mutation.mutate(change, {
      onSuccess: ({ booking: saved }) => onSaved(saved, change.notifyCustomer !== false),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    const built = buildChange(booking, draft, t);
    if ('errors' in built) {
      setErrors(built.errors);
      setProblem(t('booking.edit.checkFields'));
      return;
    }
    setErrors({});
    if ('nothing' in built) {
      setProblem(t('booking.edit.nothingChanged'));
      return;
    }
    save(built.change);
  };

  const field = (key: keyof Draft) => ({
    value: String(draft[key]),
    error: errors[key],
    onChange: (event: { target: { value: string } }) => set({ [key]: event.target.value }),
  });
  const isHire = booking.product === 'hourly';

  return (
    <form onSubmit={submit} className="space-y-8" noValidate>
      <p className="text-sm text-muted">{t('booking.edit.intro')}</p>
      <Fieldset legend={t('booking.edit.when')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('booking.edit.date')} type="date" required {...field('date')} />
          <TextField label={t('booking.edit.time')} type="time" required {...field('time')} />
        </div>
      </Fieldset>
      <Fieldset legend={t('booking.edit.where')}>
        <TextField
          label={t('booking.edit.flightNumber')}
          hint={t('booking.edit.flightHint')}
          maxLength={40}
          autoComplete="off"
          {...field('flightNumber')}
        />
        <TextField
          label={t('booking.edit.pickupDetail')}
          hint={booking.pickup}
          maxLength={120}
          autoComplete="off"
          {...field('pickupDetail')}
        />
        {(booking.destination || booking.destinationDetail) && (
          <TextField
            label={t('booking.edit.destinationDetail')}
            hint={booking.destination}
            maxLength={120}
            autoComplete="off"
            {...field('destinationDetail')}
          />
        )}
      </Fieldset>
      <Fieldset legend={t('booking.edit.party')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={booking.product === 'tour' ? t('booking.edit.groupSize') : t('booking.edit.passengers')}
            type="number"
            inputMode="numeric"
            min={PASSENGERS.min}
            max={PASSENGERS.max}
            {...field('passengers')}
          />
          <TextField
            label={t('booking.edit.luggage')}
            type="number"
            inputMode="numeric"
            min={0}
            max={LUGGAGE.max}
            {...field('luggage')}
          />
          {isHire && (
            <TextField
              label={t('booking.edit.hours')}
              type="number"
              inputMode="numeric"
              min={HOURS.min}
              max={HOURS.max}
              {...field('hours')}
            />
          )}
        </div>
        <div>
          <label htmlFor={vehicleId} className="field-label">
            {t('booking.edit.vehicle')}
          </label>
          <select
            id={vehicleId}
            className="field-input"
            value={draft.vehicleId}
            onChange={(event) => set({ vehicleId: event.target.value })}
          >
            {VEHICLES.map((vehicle) => (
              <option key={vehicle.id} value={vehicle.id}>
                {t('booking.edit.vehicleOption', {
                  name: vehicle.name,
                  seats: vehicle.passengers,
                  bags: vehicle.luggage,
                })}
              </option>
            ))}
          </select>
        </div>
      </Fieldset>
      <Fieldset legend={t('booking.edit.extras')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('booking.edit.childSeats')}
            type="number"
            inputMode="numeric"
            min={0}
            max={PASSENGERS.max}
            {...field('childSeats')}
          />
          <TextField
            label={t('booking.edit.boosterSeats')}
            type="number"
            inputMode="numeric"
            min={0}
            max={PASSENGERS.max}
            {...field('boosterSeats')}
          />
        </div>
        <TextField
          label={t('booking.edit.nameSign')}
          maxLength={NAME_SIGN_MAX}
          autoComplete="off"
          {...field('nameSign')}
        />
        <TextAreaField label={t('booking.edit.notes')} maxLength={NOTES_MAX} {...field('notes')} />
      </Fieldset>
      <Fieldset legend={t('booking.edit.price')}>
        <p className="text-sm">
          {t('booking.edit.currentPrice', { price: formatApiEuros(booking.finalPrice, lang) })}
        </p>
        <p className="text-sm text-muted">{t('booking.edit.requoteNote')}</p>
        <div className="flex items-center gap-2">
          <input
            id={overrideId}
            type="checkbox"
            className="size-5 accent-navy-900"
            checked={draft.override}
            onChange={(event) => set({ override: event.target.checked })}
          />
          <label htmlFor={overrideId}>{t('booking.edit.override')}</label>
        </div>
        {draft.override && (
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <TextField
              label={t('booking.edit.overridePrice')}
              inputMode="decimal"
              autoComplete="off"
              required
              {...field('price')}
            />
            <TextField
              label={t('booking.edit.overrideReason')}
              hint={t('booking.edit.overrideReasonHint')}
              maxLength={REASON.max}
              autoComplete="off"
              required
              {...field('reason')}
            />
          </div>
        )}
      </Fieldset>
      <Fieldset legend={t('booking.edit.customer')}>
        <div className="flex items-center gap-2">
          <input
            id={notifyId}
            type="checkbox"
            className="size-5 accent-navy-900"
            checked={draft.notify}
            onChange={(event) => set({ notify: event.target.checked })}
          />
          <label htmlFor={notifyId}>{t('booking.edit.notify')}</label>
        </div>
        {draft.notify && (
          <TextAreaField
            label={t('booking.edit.message')}
            hint={t('booking.edit.messageHint')}
            maxLength={1000}
            {...field('message')}
          />
        )}
      </Fieldset>
      <ConflictNotice conflicts={conflicts} />
      <Notice
        tone="error"
        message={problem || (mutation.isError && !conflicts ? errorText(t, mutation.error) : '')}
      />
      {conflicts && <p className="text-sm">{t('booking.edit.conflictHint')}</p>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? t('booking.actions.working') : t('booking.edit.submit')}
        </button>
        {conflicts && (
          <button
            type="button"
            className="btn-secondary"
            disabled={mutation.isPending}
            onClick={() => {
              const built = buildChange(booking, draft, t);
              if ('change' in built) save({ ...built.change, force: true });
            }}
          >
            {t('booking.edit.force')}
          </button>
        )}
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t('booking.edit.dismiss')}
        </button>
      </div>
    </form>
  );
}
