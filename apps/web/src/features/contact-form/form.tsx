import type { ContactRequestInput, ContactResponse } from '@spt/contracts';
import { CONTACT_SUBJECT_IDS, CONTACT_SUBJECTS, contactMessageText } from '@spt/contracts/rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

const Required = () => (
  <span className="text-gold-700" aria-hidden="true">
    {' '}
    *
  </span>
);

/** The contact page's message form (SPEC 2.4, 4, 7). */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  const [fields, setFields] = useState<ContactFields>(empty);
  const [honeypot, setHoneypot] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!sent) return;
    panelRef.current?.focus();
    const timer = setTimeout(() => {
      setSent(false);
      setFields(empty);
      setHoneypot('');
      setStartedAt(Date.now());
    }, CONTACT_RESET_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const set = (key: keyof ContactFields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
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
    setFailed(false);
    setSending(true);
    const valid = await schemas.load().then(
      ({ ContactRequestSchema }) => ContactRequestSchema.safeParse(body).success,
      () => false,
    );
    if (!valid) {
      setSending(false);
      setFailed(true);
      return;
    }
    const result = await postJson<ContactResponse>('/api/contact', body);
    setSending(false);
    if (result.ok) {
      setSent(true);
    } else {
      console.warn(result.error?.error ?? 'Failed to send message');
      setFailed(true);
    }
  };

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
        maxLength={key === 'email' ? 254 : 100}
        className="field-input"
        value={fields[key]}
        onChange={(event) =>
          set(key)(key === 'phone' ? event.target.value.replace(/[^\d\s()+-]/g, '') : event.target.value)
        }
      />
    </div>
  );

  return (
    <form className="contact-form space-y-5" onSubmit={submit} onFocusCapture={schemas.preload}>
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
          value={fields.message}
          onChange={(event) => set('message')(event.target.value)}
        />
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
      {failed ? (
        <p className="field-error rounded-lg bg-red-50 px-4 py-3" role="alert">
          {t('errors.messageFailedAlert')}
        </p>
      ) : null}
      <button type="submit" className="btn btn-navy w-full sm:w-auto" disabled={sending}>
        {sending ? t('contact.form.sending') : t('contact.form.send')}
      </button>
    </form>
  );
}
