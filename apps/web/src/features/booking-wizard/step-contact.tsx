import { evaluatePhone, isValidPhone } from '@spt/contracts/phone';
import { EMAIL_MAX, emailProblem, NOTES_MAX } from '@spt/contracts/rules';
import type { Dispatch, FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/text-field';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';
import { PhoneInput } from '../phone-input/phone-input';
import type { WizardAction, WizardForm, WizardState } from './wizard-state';

type ContactField =
  | 'firstName'
  | 'lastName'
  | 'contactEmail'
  | 'phone'
  | 'passengerName'
  | 'passengerPhone'
  | 'companyCode';

/** A company booking code's shape (the request's rule): letters, digits and hyphens. */
const COMPANY_CODE = /^[A-Za-z0-9-]{1,40}$/;

/**
 * Step 3's own check, before the review: the translation key of each field's problem. The e-mail
 * rule is the contracts' one (the server's); the phone numbers must be valid international numbers;
 * a company booking code is optional, of letters, digits and hyphens, and not the one the server
 * just refused (`refusedCompanyCode`, in any case).
 *
 * @example
 * contactProblems({ ...form, contactEmail: 'eva@example' }).contactEmail // 'errors.email.incomplete'
 * contactProblems({ ...form, companyCode: 'acme-1' }, 'ACME-1').companyCode // 'errors.unknownCompanyCode'
 */
export function contactProblems(
  form: WizardForm,
  refusedCompanyCode: string | null = null,
): Partial<Record<ContactField, string>> {
  const problems: Partial<Record<ContactField, string>> = {};
  if (form.firstName.trim() === '') problems.firstName = 'errors.firstNameRequired';
  if (form.lastName.trim() === '') problems.lastName = 'errors.lastNameRequired';
  const email = emailProblem(form.contactEmail);
  if (email) problems.contactEmail = `errors.email.${email}`;
  if (!evaluatePhone(form.phoneCountry, form.phoneNumber).valid) problems.phone = 'errors.invalidPhone';
  if (form.passengerIsOther) {
    if (form.passengerName.trim() === '') problems.passengerName = 'errors.passengerNameRequired';
    if (!isValidPhone(form.passengerPhone)) problems.passengerPhone = 'errors.invalidPhone';
  }
  const companyCode = form.companyCode.trim();
  if (companyCode && !COMPANY_CODE.test(companyCode)) problems.companyCode = 'errors.companyCodeInvalid';
  else if (companyCode && companyCode.toUpperCase() === refusedCompanyCode?.toUpperCase()) {
    problems.companyCode = 'errors.unknownCompanyCode';
  }
  return problems;
}

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
  const { form, refusedCompanyCode } = state;
  // After a first try, each field's problem shows beside it, and goes once it is corrected. Sent back
  // here because the server refused the company booking code, that problem shows at once.
  const [attempted, setAttempted] = useState(refusedCompanyCode !== null);
  // Each refused try moves focus to the first field to correct, once the messages are on screen.
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const problems = attempted ? contactProblems(form, refusedCompanyCode) : {};
  const problemText = (field: ContactField) => {
    const key = problems[field];
    return key ? t(key) : undefined;
  };
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (Object.keys(contactProblems(form, refusedCompanyCode)).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    onReview();
  };
  const field = (
    id: 'firstName' | 'lastName' | 'contactEmail',
    labelKey: string,
    type: string,
    autoComplete: string,
  ) => {
    const error = problemText(id);
    return (
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
          maxLength={id === 'contactEmail' ? EMAIL_MAX : 100}
          autoComplete={autoComplete}
          className="field-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `booking-${id}-error` : undefined}
          value={form[id]}
          onChange={(event) => dispatch({ type: 'field', field: id, value: event.target.value })}
        />
        {error ? (
          <p id={`booking-${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    // noValidate: the site's own messages, beside each field, instead of the browser's bubbles.
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
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
              error={problemText('passengerName')}
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
              error={problemText('passengerPhone')}
              required
              maxLength={30}
              value={form.passengerPhone}
              onChange={(value) => dispatch({ type: 'field', field: 'passengerPhone', value })}
            />
          </div>
        ) : null}
      </div>
      <TextField
        id="booking-companyCode"
        name="companyCode"
        label={t('booking.step3.companyCode')}
        hint={t('booking.step3.companyCodeHint')}
        error={problemText('companyCode')}
        maxLength={40}
        value={form.companyCode}
        onChange={(value) => dispatch({ type: 'field', field: 'companyCode', value })}
      />
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
