import { evaluatePhone, isValidPhone } from '@spt/contracts/phone';
import { NOTES_MAX } from '@spt/contracts/rules';
import type { Dispatch, FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/text-field';
import { PhoneInput } from '../phone-input/phone-input';
import type { WizardAction, WizardState } from './wizard-state';

export function StepContact({
  state,
  dispatch,
  onReview,
  honeypot,
  onHoneypot,
}: {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  onReview: () => void;
  honeypot: string;
  onHoneypot: (value: string) => void;
}) {
  const { t } = useTranslation();
  const { form } = state;
  const [attempted, setAttempted] = useState(false);
  const passengerPhoneInvalid = attempted && form.passengerIsOther && !isValidPhone(form.passengerPhone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!evaluatePhone(form.phoneCountry, form.phoneNumber).valid) {
      document.querySelector<HTMLInputElement>('.phone-input input[type="tel"]')?.focus();
      return;
    }
    if (form.passengerIsOther && !isValidPhone(form.passengerPhone)) {
      document.getElementById('booking-passengerPhone')?.focus();
      return;
    }
    onReview();
  };
  const field = (
    id: 'firstName' | 'lastName' | 'contactEmail',
    labelKey: string,
    type: string,
    autoComplete: string,
  ) => (
    <div>
      <label htmlFor={`booking-${id}`} className="field-label">
        {t(labelKey)}
        <span className="text-gold-700" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <input
        id={`booking-${id}`}
        name={id}
        type={type}
        required
        maxLength={id === 'contactEmail' ? 254 : 100}
        autoComplete={autoComplete}
        className="field-input"
        value={form[id]}
        onChange={(event) => dispatch({ type: 'field', field: id, value: event.target.value })}
      />
    </div>
  );
  return (
    <form onSubmit={submit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {field('firstName', 'booking.step3.firstName', 'text', 'given-name')}
        {field('lastName', 'booking.step3.lastName', 'text', 'family-name')}
      </div>
      {field('contactEmail', 'booking.step3.email', 'email', 'email')}
      <PhoneInput
        label={t('booking.step3.phone')}
        required
        country={form.phoneCountry}
        number={form.phoneNumber}
        showErrors={attempted}
        onCountryChange={(country) => dispatch({ type: 'phoneCountry', country })}
        onNumberChange={(value) => dispatch({ type: 'field', field: 'phoneNumber', value })}
      />
      <div>
        <label htmlFor="booking-notes" className="field-label">
          {t('booking.step3.notes')}
        </label>
        <textarea
          id="booking-notes"
          name="notes"
          rows={3}
          maxLength={NOTES_MAX}
          className="field-input"
          aria-describedby="booking-notes-hint"
          value={form.notes}
          onChange={(event) => dispatch({ type: 'field', field: 'notes', value: event.target.value })}
        />
        <p id="booking-notes-hint" className="field-hint">
          {t('booking.step3.notesHint')}
        </p>
      </div>
      <div className="rounded-xl border border-slate-200 p-4">
        <label className="flex items-center gap-3 font-semibold text-navy-900">
          <input
            type="checkbox"
            name="passengerIsOther"
            className="size-4 accent-gold-600"
            checked={form.passengerIsOther}
            onChange={(event) =>
              dispatch({ type: 'toggle', field: 'passengerIsOther', value: event.target.checked })
            }
          />
          {t('booking.step3.someoneElse')}
        </label>
        {form.passengerIsOther ? (
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <TextField
              id="booking-passengerName"
              name="passengerName"
              label={t('booking.step3.passengerName')}
              required
              maxLength={200}
              value={form.passengerName}
              onChange={(value) => dispatch({ type: 'field', field: 'passengerName', value })}
            />
            <TextField
              id="booking-passengerPhone"
              name="passengerPhone"
              type="tel"
              label={t('booking.step3.passengerPhone')}
              hint={t('booking.step3.passengerPhoneHint')}
              error={passengerPhoneInvalid ? t('errors.invalidPhone') : undefined}
              required
              maxLength={30}
              value={form.passengerPhone}
              onChange={(value) => dispatch({ type: 'field', field: 'passengerPhone', value })}
            />
          </div>
        ) : null}
      </div>
      <div className="hp-field" aria-hidden="true">
        <label>
          {t('booking.honeypot')}
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => onHoneypot(event.target.value)}
          />
        </label>
      </div>
      <div className="flex flex-wrap justify-between gap-3 pt-2">
        <button type="button" className="btn-secondary" onClick={() => dispatch({ type: 'goTo', step: 2 })}>
          {t('booking.step3.back')}
        </button>
        <button type="submit" className="btn-primary">
          {t('booking.step3.review')}
        </button>
      </div>
    </form>
  );
}
