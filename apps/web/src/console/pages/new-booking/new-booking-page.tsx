import { business } from '@spt/business';
import type { BookingRequestInput } from '@spt/contracts';
import { LUGGAGE, NAME_SIGN_MAX, NOTES_MAX, PASSENGERS } from '@spt/contracts/rules';
import { LANGUAGES, type Language } from '@spt/i18n-content/console';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
// biome-ignore lint/style/noRestrictedImports: the wizard's pure Amsterdam date and time minimums, not its UI
import { pickupMinimums } from '../../../features/booking-wizard/amsterdam-clock';
import { SelectField, TextAreaField, TextField } from '../../components/fields';
import { Notice } from '../../components/notice';
import { errorText } from '../../lib/errors';
import { currentLanguage } from '../../lib/i18n';
import { csrfTokenOf } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CheckboxField, countOptions, FormSection, type PartProps, type UpdateForm } from './form-parts';
import {
  checkPhoneBooking,
  emptyPhoneBooking,
  type FieldErrors,
  type PhoneBookingForm,
  type Problem,
  quoteBlockers,
  quoteUrl,
  serverFieldErrors,
} from './phone-booking';
import { BookingRefusedError, createPhoneBooking, fetchQuote } from './phone-booking-api';
import { PlaceFields, ProductFields } from './trip-fields';
import { VehicleChoice } from './vehicle-choice';

/** The words for each problem: the form's own, or the console's error texts where they say it right. */
const PROBLEM_KEYS: Record<Problem, string> = {
  choosePlace: 'newBooking.problems.choosePlace',
  chooseTour: 'newBooking.problems.chooseTour',
  chooseVehicle: 'newBooking.problems.chooseVehicle',
  noPrices: 'newBooking.problems.noPrices',
  name: 'newBooking.problems.name',
  email: 'newBooking.problems.email',
  phone: 'newBooking.problems.phone',
  invalid: 'newBooking.problems.invalid',
  dateTimeRequired: 'newBooking.problems.dateTimeRequired',
  tooSoon: 'newBooking.problems.tooSoon',
  tooFarAhead: 'newBooking.problems.tooFarAhead',
  nonexistentTime: 'errors.nonexistentTime',
  tooClose: 'newBooking.problems.tooClose',
  outsideServiceArea: 'newBooking.problems.outsideServiceArea',
  vehicleCapacity: 'errors.vehicleCapacity',
  luggageCapacity: 'errors.luggageCapacity',
  notForHire: 'errors.notForHire',
  unknownVehicle: 'errors.unknownVehicle',
  outOfSeason: 'errors.outOfSeason',
  groupSize: 'newBooking.problems.groupSize',
  tooManySeats: 'errors.tooManySeats',
  returnDateTime: 'newBooking.problems.returnDateTime',
  returnBeforeOutbound: 'newBooking.problems.returnBeforeOutbound',
  invalidFlightNumber: 'newBooking.problems.invalidFlightNumber',
};

/** The refusals the form explains in its own words (the others: the console's error texts). */
const SUBMIT_ERROR_KEYS: Partial<Record<string, string>> = {
  fareMismatch: 'newBooking.errors.fareMismatch',
  idempotencyConflict: 'newBooking.errors.idempotencyConflict',
};

function submitErrorText(t: TFunction, error: unknown): string {
  if (error instanceof BookingRefusedError) {
    const key = SUBMIT_ERROR_KEYS[error.code];
    if (key) return t(key);
    if (Object.keys(serverFieldErrors(error.code, error.issues)).length > 0) {
      return t('newBooking.checkFields');
    }
  }
  return errorText(t, error);
}

/**
 * "New booking": an operator enters a booking taken by phone. The same booking as the site's wizard
 * (a transfer with an optional way back, hire by the hour, or a tour), priced by the server's quote
 * for every vehicle that fits, checked with the shared schema and the wizard's rules before it is sent
 * (each problem beside its field, the first one focused), and sent once however often it is
 * submitted. The new booking's page opens when it is stored.
 */
export function NewBookingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('newBooking.title'));
  return (
    <div className="max-w-3xl space-y-6">
      <p>
        <Link
          to="/console/bookings"
          className="text-sm font-semibold text-navy-900 underline underline-offset-4"
        >
          ← {t('booking.back')}
        </Link>
      </p>
      <h1 tabIndex={-1} className="text-3xl text-navy-900 outline-none sm:text-4xl">
        {t('newBooking.title')}
      </h1>
      <p className="text-muted">{t('newBooking.intro')}</p>
      <NewBookingForm />
    </div>
  );
}

function NewBookingForm() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<PhoneBookingForm>(() => emptyPhoneBooking(lang));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checkFailed, setCheckFailed] = useState(false);
  // Each failed check moves the focus to the first field with a problem.
  const [attempt, setAttempt] = useState(0);
  // One key for this form: a double click, or a retry after a lost answer, books once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const now = new Date();
  const blockers = quoteBlockers(form, now);
  const url = blockers.length === 0 ? quoteUrl(form) : null;
  const quote = useQuery({
    queryKey: ['quote', url],
    queryFn: url ? () => fetchQuote(url) : skipToken,
    staleTime: 60_000,
  });

  const mutation = useMutation({
    mutationFn: (body: BookingRequestInput) =>
      createPhoneBooking(body, idempotencyKey, csrfTokenOf(queryClient)),
    onSuccess: ({ reference }) => {
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
      void navigate({ to: '/console/bookings/$reference', params: { reference } });
    },
    onError: (error) => {
      if (!(error instanceof BookingRefusedError)) return;
      // A price that changed meanwhile: the server's own quote replaces the one shown.
      if (error.code === 'fareMismatch' && error.quote && url) {
        queryClient.setQueryData(['quote', url], error.quote);
      }
      const fieldErrors = serverFieldErrors(error.code, error.issues);
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        setAttempt((n) => n + 1);
      }
    },
  });

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid-anchor]')?.focus();
  }, [attempt]);

  // A change answers the problems of the fields it touches.
  const update: UpdateForm = (next, fields) => {
    const answered = new Set<string>(fields);
    setForm(next);
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !answered.has(field))),
    );
  };
  // A tour's group size, for the words of a group outside it.
  const tour = business.products.tours.find((candidate) => candidate.id === form.tour);
  const group = { min: tour?.groupSize[0], max: tour?.groupSize[1] };
  const problem = (field: keyof FieldErrors) => {
    // "No prices yet" is answered once the prices are there: then a vehicle is still to be chosen.
    const found =
      field === 'vehicle' && errors.vehicle === 'noPrices' && quote.data ? 'chooseVehicle' : errors[field];
    return found ? t(PROBLEM_KEYS[found], group) : undefined;
  };
  const parts: PartProps = { form, update, problem };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const checked = checkPhoneBooking(form, quote.data, new Date());
    if (!checked.ok) {
      mutation.reset();
      setErrors(checked.errors);
      setCheckFailed(true);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setCheckFailed(false);
    mutation.mutate(checked.request);
  };

  const waitingFor =
    blockers.length > 0
      ? blockers.map((blocker) => t(PROBLEM_KEYS[blocker], group)).join(' ')
      : t('newBooking.vehicle.waiting');
  const notice = checkFailed
    ? t('newBooking.checkFields')
    : mutation.isError
      ? submitErrorText(t, mutation.error)
      : '';

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-6">
      <FormSection id="new-booking-trip" title={t('newBooking.sections.trip')}>
        <ProductFields {...parts} />
      </FormSection>
      <FormSection id="new-booking-places" title={t('newBooking.sections.places')}>
        <PlaceFields {...parts} />
      </FormSection>
      <FormSection id="new-booking-when" title={t('newBooking.sections.when')}>
        <WhenFields {...parts} />
      </FormSection>
      <FormSection id="new-booking-party" title={t('newBooking.sections.party')}>
        <PartyFields {...parts} />
      </FormSection>
      <FormSection id="new-booking-vehicle" title={t('newBooking.sections.vehicle')}>
        <VehicleChoice
          form={form}
          quote={url ? quote : null}
          waitingFor={waitingFor}
          error={problem('vehicle')}
          onChoose={(vehicleId) => update((current) => ({ ...current, vehicleId }), ['vehicle'])}
        />
      </FormSection>
      <FormSection id="new-booking-customer" title={t('newBooking.sections.customer')}>
        <CustomerFields {...parts} />
      </FormSection>
      <Notice tone="error" message={notice} />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={mutation.isPending}>
        {mutation.isPending ? t('newBooking.submitting') : t('newBooking.submit')}
      </button>
    </form>
  );
}

/** A text field's change: its new value, answering its own problem. */
function textChange(update: UpdateForm, field: keyof PhoneBookingForm & keyof FieldErrors) {
  return (event: { target: { value: string } }) => {
    const value = event.target.value;
    update((current) => ({ ...current, [field]: value }), [field]);
  };
}

/** Date and time (Amsterdam), the flight, and a transfer's way back. */
function WhenFields({ form, update, problem }: PartProps) {
  const { t } = useTranslation();
  const { minDate, minTime } = pickupMinimums(new Date(), form.date);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('newBooking.when.date')}
          type="date"
          name="date"
          required
          min={minDate}
          value={form.date}
          error={problem('date')}
          onChange={textChange(update, 'date')}
        />
        <TextField
          label={t('newBooking.when.time')}
          hint={t('newBooking.when.timeHint')}
          type="time"
          name="time"
          required
          min={minTime}
          value={form.time}
          error={problem('time')}
          onChange={textChange(update, 'time')}
        />
      </div>
      <TextField
        label={t('newBooking.when.flightNumber')}
        hint={t('newBooking.when.flightHint')}
        name="flightNumber"
        maxLength={40}
        autoComplete="off"
        value={form.flightNumber}
        error={problem('flightNumber')}
        onChange={textChange(update, 'flightNumber')}
      />
      {form.product === 'transfer' && (
        <>
          <CheckboxField
            label={t('newBooking.when.returnTrip')}
            hint={t('newBooking.when.returnTripHint')}
            name="returnTrip"
            checked={form.returnTrip}
            onChange={(event) => {
              const returnTrip = event.target.checked;
              update((current) => ({ ...current, returnTrip }), ['returnDate', 'returnTime', 'returnFlight']);
            }}
          />
          {form.returnTrip && (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('newBooking.when.returnDate')}
                type="date"
                name="returnDate"
                required
                min={form.date || minDate}
                value={form.returnDate}
                error={problem('returnDate')}
                onChange={textChange(update, 'returnDate')}
              />
              <TextField
                label={t('newBooking.when.returnTime')}
                type="time"
                name="returnTime"
                required
                value={form.returnTime}
                error={problem('returnTime')}
                onChange={textChange(update, 'returnTime')}
              />
              <div className="sm:col-span-2">
                <TextField
                  label={t('newBooking.when.returnFlight')}
                  name="returnFlight"
                  maxLength={40}
                  autoComplete="off"
                  value={form.returnFlight}
                  error={problem('returnFlight')}
                  onChange={textChange(update, 'returnFlight')}
                />
              </div>
            </div>
          )}
        </>
      )}
    </>
  );
}

/** Passengers (a tour's group), luggage, and the extras the wizard offers: seats and the name sign. */
function PartyFields({ form, update, problem }: PartProps) {
  const { t } = useTranslation();
  const passengers = Number(form.passengers);
  const seatOptions = (current: string) => countOptions(0, Math.max(passengers, Number(current)));
  const select = (field: 'passengers' | 'luggage' | 'childSeats' | 'boosterSeats') => ({
    name: field,
    value: form[field],
    error: problem(field),
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      // The seats are checked against the passengers: a change of either answers both.
      const answers = field === 'passengers' ? (['passengers', 'childSeats'] as const) : [field];
      update((current) => ({ ...current, [field]: value }), answers);
    },
  });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={form.product === 'tour' ? t('newBooking.party.groupSize') : t('newBooking.party.passengers')}
          options={countOptions(PASSENGERS.min, PASSENGERS.max)}
          {...select('passengers')}
        />
        <SelectField
          label={t('newBooking.party.luggage')}
          options={countOptions(LUGGAGE.min, LUGGAGE.max)}
          {...select('luggage')}
        />
        <SelectField
          label={t('newBooking.party.childSeats')}
          options={seatOptions(form.childSeats)}
          {...select('childSeats')}
        />
        <SelectField
          label={t('newBooking.party.boosterSeats')}
          options={seatOptions(form.boosterSeats)}
          {...select('boosterSeats')}
        />
      </div>
      <TextField
        label={t('newBooking.party.nameSign')}
        hint={t('newBooking.party.nameSignHint')}
        name="nameSign"
        maxLength={NAME_SIGN_MAX}
        autoComplete="off"
        value={form.nameSign}
        error={problem('nameSign')}
        onChange={textChange(update, 'nameSign')}
      />
    </>
  );
}

/** The customer as the operator hears them, the language of their mails, who travels, and notes. */
function CustomerFields({ form, update, problem }: PartProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('newBooking.customer.name')}
        name="contactName"
        required
        maxLength={200}
        autoComplete="off"
        value={form.contactName}
        error={problem('contactName')}
        onChange={textChange(update, 'contactName')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('newBooking.customer.email')}
          hint={t('newBooking.customer.emailHint')}
          type="email"
          name="contactEmail"
          required
          maxLength={254}
          autoComplete="off"
          value={form.contactEmail}
          error={problem('contactEmail')}
          onChange={textChange(update, 'contactEmail')}
        />
        <TextField
          label={t('newBooking.customer.phone')}
          hint={t('newBooking.customer.phoneHint')}
          type="tel"
          name="contactPhone"
          required
          maxLength={30}
          autoComplete="off"
          value={form.contactPhone}
          error={problem('contactPhone')}
          onChange={textChange(update, 'contactPhone')}
        />
      </div>
      <SelectField
        label={t('newBooking.customer.language')}
        hint={t('newBooking.customer.languageHint')}
        name="locale"
        value={form.locale}
        error={problem('locale')}
        options={LANGUAGES.map((language) => ({
          value: language,
          label: t(`common.languageNames.${language}`),
        }))}
        onChange={(event) => {
          const locale = event.target.value as Language;
          update((current) => ({ ...current, locale }), ['locale']);
        }}
      />
      <CheckboxField
        label={t('newBooking.customer.passengerIsOther')}
        hint={t('newBooking.customer.passengerIsOtherHint')}
        name="passengerIsOther"
        checked={form.passengerIsOther}
        onChange={(event) => {
          const passengerIsOther = event.target.checked;
          update((current) => ({ ...current, passengerIsOther }), ['passengerName', 'passengerPhone']);
        }}
      />
      {form.passengerIsOther && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('newBooking.customer.passengerName')}
            name="passengerName"
            required
            maxLength={200}
            autoComplete="off"
            value={form.passengerName}
            error={problem('passengerName')}
            onChange={textChange(update, 'passengerName')}
          />
          <TextField
            label={t('newBooking.customer.passengerPhone')}
            hint={t('newBooking.customer.phoneHint')}
            type="tel"
            name="passengerPhone"
            required
            maxLength={30}
            autoComplete="off"
            value={form.passengerPhone}
            error={problem('passengerPhone')}
            onChange={textChange(update, 'passengerPhone')}
          />
        </div>
      )}
      <TextAreaField
        label={t('newBooking.customer.notes')}
        hint={t('newBooking.customer.notesHint')}
        name="notes"
        maxLength={NOTES_MAX}
        value={form.notes}
        error={problem('notes')}
        onChange={textChange(update, 'notes')}
      />
    </>
  );
}
