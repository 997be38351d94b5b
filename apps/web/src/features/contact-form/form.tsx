import type { ContactRequestInput, ContactResponse } from '@spt/contracts';
import {
  CONTACT_SUBJECT_IDS,
  CONTACT_SUBJECTS,
  contactMessageText,
  EMAIL_MAX,
  emailProblem,
  PHONE_CHARACTERS,
} from '@spt/contracts/rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';
import { addFormats, fieldNames } from '../../lib/formats';
import { languageOf } from '../../lib/i18n';
import { schemas } from '../../lib/load-schemas';
import { postJson } from '../../lib/post-json';

/** SPEC 9: the success panel shows this long before the form resets. */
export const CONTACT_RESET_MS = 3000;

interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

const empty: ContactFields = { firstName: '', lastName: '', email: '', phone: '', subject: '', message: '' };

type ContactField = keyof ContactFields;

/** The label of each field, as the form shows it and as messages about it name it. */
const LABEL_KEYS: Record<ContactField, string> = {
  firstName: 'contact.form.firstName',
  lastName: 'contact.form.lastName',
  email: 'contact.form.email',
  phone: 'contact.form.phone',
  subject: 'contact.form.subject',
  message: 'contact.form.message',
};

/**
 * The site's own check of the form (SPEC 5: first name, last name, email, subject and message
 * required, the phone optional), before anything is sent: the translation key of each field's
 * problem. The e-mail rule is the contracts' one, which the server applies too.
 *
 * @example
 * contactFieldErrors({ ...filled, email: 'eva@example' }) // { email: 'errors.email.incomplete' }
 */
export function contactFieldErrors(fields: ContactFields): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  if (fields.firstName.trim() === '') errors.firstName = 'errors.firstNameRequired';
  if (fields.lastName.trim() === '') errors.lastName = 'errors.lastNameRequired';
  const email = emailProblem(fields.email);
  if (email) errors.email = `errors.email.${email}`;
  const phone = fields.phone.trim();
  if (phone !== '' && !PHONE_CHARACTERS.test(phone)) errors.phone = 'errors.invalidPhone';
  if (fields.subject === '') errors.subject = 'errors.subjectRequired';
  if (fields.message.trim() === '') errors.message = 'errors.messageRequired';
  return errors;
}

/** The form's fields behind each field of the request that a check or the server can reject. */
const FIELDS_OF_REQUEST: Readonly<Record<string, readonly ContactField[]>> = {
  name: ['firstName', 'lastName'],
  email: ['email'],
  phone: ['phone'],
  message: ['message'],
};

/** The form's fields behind the request's rejected paths, in the form's order. */
function rejectedFields(paths: readonly string[]): ContactField[] {
  const fields = new Set(paths.flatMap((path) => FIELDS_OF_REQUEST[path.split('.')[0] ?? ''] ?? []));
  return (Object.keys(LABEL_KEYS) as ContactField[]).filter((field) => fields.has(field));
}

const Required = () => (
  <span className="text-gold-700" aria-hidden="true">
    {' '}
    *
  </span>
);

/** The contact page's message form (SPEC 2.4, 4, 7). */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  // Its error texts name a field `{{field, lowercase}}` in the languages that write it so.
  addFormats(i18n);
  const [fields, setFields] = useState<ContactFields>(empty);
  const [honeypot, setHoneypot] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  // After a first submit, each field's own problem shows beside it (and goes once it is corrected).
  const [attempted, setAttempted] = useState(false);
  // Fields the full check or the server turned down, until they are edited.
  const [rejected, setRejected] = useState<ContactField[]>([]);
  // Each failed submit moves focus to the first field to correct, once the errors are on screen.
  const [focusRequest, setFocusRequest] = useState(0);
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const panelRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const lang = languageOf(i18n);

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  useEffect(() => {
    if (!sent) return;
    panelRef.current?.focus();
    const timer = setTimeout(() => {
      setSent(false);
      setFields(empty);
      setHoneypot('');
      setAttempted(false);
      setRejected([]);
      setStartedAt(Date.now());
    }, CONTACT_RESET_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const set = (key: ContactField) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setRejected((list) => (list.includes(key) ? list.filter((field) => field !== key) : list));
  };

  /** Marks the fields a check turned down and takes the visitor to the first; false if none is known. */
  const reject = (paths: readonly string[]): boolean => {
    const fields = rejectedFields(paths);
    if (fields.length === 0) return false;
    setRejected(fields);
    setFocusRequest((n) => n + 1);
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setAttempted(true);
    setFailed(false);
    setRejected([]);
    if (Object.keys(contactFieldErrors(fields)).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    // The operator reads the SPEC's English subject, whatever the page's language.
    const subjectText = Object.hasOwn(CONTACT_SUBJECTS, fields.subject)
      ? (CONTACT_SUBJECTS[fields.subject] as string)
      : fields.subject;
    const body: ContactRequestInput = {
      name: `${fields.firstName.trim()} ${fields.lastName.trim()}`,
      email: fields.email.trim(),
      phone: fields.phone.trim(),
      date: '',
      time: '',
      passengers: '',
      pickup: '',
      destination: '',
      flightNumber: '',
      message: contactMessageText(subjectText, fields.message.trim()),
      source: 'website',
      website: honeypot,
      locale: languageOf(i18n),
      formElapsedMs: Date.now() - startedAt,
    };
    setSending(true);
    // The request's own check (the server's schema): the paths it turns down, or null when the
    // check could not be loaded (offline), which fails like a request that could not be sent.
    const invalidPaths = await schemas.load().then(
      ({ ContactRequestSchema }) =>
        ContactRequestSchema.safeParse(body).error?.issues.map((issue) => issue.path.join('.')) ?? [],
      () => null,
    );
    if (invalidPaths === null || invalidPaths.length > 0) {
      setSending(false);
      if (!reject(invalidPaths ?? [])) setFailed(true);
      return;
    }
    const result = await postJson<ContactResponse>('/api/contact', body);
    setSending(false);
    if (result.ok) {
      setSent(true);
    } else {
      console.warn(result.error?.error ?? 'Failed to send message');
      if (!reject(result.error?.fields ?? [])) setFailed(true);
    }
  };

  const fieldErrors = attempted ? contactFieldErrors(fields) : {};
  const label = (key: ContactField) => t(LABEL_KEYS[key]);
  /** The message beside a field: its own problem, else the server's refusal of it, naming it. */
  const errorOf = (key: ContactField): string | undefined => {
    const own = fieldErrors[key];
    if (own) return t(own);
    if (!rejected.includes(key)) return undefined;
    return key === 'phone' ? t('errors.invalidPhone') : t('errors.checkField', { field: label(key) });
  };
  /** The attributes that tie a field to its message. */
  const errorProps = (key: ContactField) => {
    const error = errorOf(key);
    return {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `contact-${key}-error` : undefined,
    };
  };
  const fieldError = (key: ContactField) => {
    const error = errorOf(key);
    return error ? (
      <p id={`contact-${key}-error`} className="field-error">
        {error}
      </p>
    ) : null;
  };
  const rejectedSummary =
    rejected.length > 0 ? t('errors.checkFields', { fields: fieldNames(rejected.map(label), lang) }) : null;

  if (sent) {
    return (
      <div
        ref={panelRef}
        tabIndex={-1}
        role="status"
        className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8 text-center outline-none"
      >
        <p className="text-xl font-semibold text-navy-900">{t('contact.form.success.title')}</p>
        <p className="mt-2 text-body">{t('contact.form.success.text')}</p>
      </div>
    );
  }

  const input = (
    key: 'firstName' | 'lastName' | 'email' | 'phone',
    type: string,
    autoComplete: string,
    required = true,
  ) => (
    <div>
      <label htmlFor={`contact-${key}`} className="field-label">
        {t(required ? `contact.form.${key}` : 'contact.form.phoneOptional')}
        {required ? <Required /> : null}
      </label>
      <input
        id={`contact-${key}`}
        name={key}
        type={type}
        required={required}
        autoComplete={autoComplete}
        maxLength={key === 'email' ? EMAIL_MAX : 100}
        className="field-input"
        {...errorProps(key)}
        value={fields[key]}
        onChange={(event) =>
          set(key)(key === 'phone' ? event.target.value.replace(/[^\d\s()+-]/g, '') : event.target.value)
        }
      />
      {fieldError(key)}
    </div>
  );

  return (
    // noValidate: the site's own messages, beside each field, instead of the browser's bubbles.
    <form
      ref={formRef}
      className="contact-form space-y-5"
      noValidate
      onSubmit={submit}
      onFocusCapture={schemas.preload}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {input('firstName', 'text', 'given-name')}
        {input('lastName', 'text', 'family-name')}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {input('email', 'email', 'email')}
        {input('phone', 'tel', 'tel', false)}
      </div>
      <div>
        <label htmlFor="contact-subject" className="field-label">
          {t('contact.form.subject')}
          <Required />
        </label>
        <select
          id="contact-subject"
          name="subject"
          required
          className="field-input"
          {...errorProps('subject')}
          value={fields.subject}
          onChange={(event) => set('subject')(event.target.value)}
        >
          <option value="">{t('contact.form.subjectPlaceholder')}</option>
          {CONTACT_SUBJECT_IDS.map((key) => (
            <option key={key} value={key}>
              {t(`contact.form.subjects.${key}`)}
            </option>
          ))}
        </select>
        {fieldError('subject')}
      </div>
      <div>
        <label htmlFor="contact-message" className="field-label">
          {t('contact.form.message')}
          <Required />
        </label>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={6}
          maxLength={4500}
          placeholder={t('contact.form.messagePlaceholder')}
          className="field-input"
          {...errorProps('message')}
          value={fields.message}
          onChange={(event) => set('message')(event.target.value)}
        />
        {fieldError('message')}
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
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </label>
      </div>
      {failed || rejectedSummary ? (
        <p className="field-error rounded-lg bg-red-50 px-4 py-3" role="alert">
          {rejectedSummary ?? t('errors.messageFailedAlert')}
        </p>
      ) : null}
      <button type="submit" className="btn btn-navy w-full sm:w-auto" disabled={sending}>
        {sending ? t('contact.form.sending') : t('contact.form.send')}
      </button>
    </form>
  );
}
