import { type DriverCreate, type DriverView, PHONE_CHARACTERS } from '@spt/contracts';
import { LANGUAGES, type Language } from '@spt/i18n-content/console';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/fields';

/** A driver's fields as typed. */
export interface DriverDraft {
  name: string;
  phone: string;
  email: string;
  language: Language;
}

export type DriverErrors = Partial<Record<keyof DriverDraft, string>>;

export const emptyDriver = (language: Language): DriverDraft => ({
  name: '',
  phone: '',
  email: '',
  language,
});

export const draftOfDriver = (driver: DriverView): DriverDraft => ({
  name: driver.name,
  phone: driver.phone,
  email: driver.email ?? '',
  language: driver.language,
});

/** The driver as the API takes it, or what is wrong with the fields. */
export function checkDriver(
  draft: DriverDraft,
  t: TFunction,
): { driver: DriverCreate } | { errors: DriverErrors } {
  const errors: DriverErrors = {};
  const name = draft.name.trim();
  const phone = draft.phone.trim();
  const email = draft.email.trim();
  if (!name) errors.name = t('drivers.fields.nameRequired');
  if (!PHONE_CHARACTERS.test(phone)) errors.phone = t('errors.invalidPhone');
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = t('drivers.fields.emailInvalid');
  if (Object.keys(errors).length > 0) return { errors };
  return { driver: { name, phone, email, language: draft.language } };
}

/** Name, phone, email and language: the same fields to add a driver and to change one. */
export function DriverFields({
  draft,
  errors,
  onChange,
}: {
  draft: DriverDraft;
  errors: DriverErrors;
  onChange: (patch: Partial<DriverDraft>) => void;
}) {
  const { t } = useTranslation();
  const languageId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('drivers.fields.name')}
        autoComplete="off"
        maxLength={100}
        required
        value={draft.name}
        error={errors.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <TextField
        label={t('drivers.fields.phone')}
        hint={t('drivers.fields.phoneHint')}
        type="tel"
        autoComplete="off"
        maxLength={30}
        required
        value={draft.phone}
        error={errors.phone}
        onChange={(event) => onChange({ phone: event.target.value })}
      />
      <TextField
        label={t('drivers.fields.email')}
        hint={t('drivers.fields.emailHint')}
        type="email"
        autoComplete="off"
        maxLength={254}
        value={draft.email}
        error={errors.email}
        onChange={(event) => onChange({ email: event.target.value })}
      />
      <div>
        <label htmlFor={languageId} className="field-label">
          {t('drivers.fields.language')}
        </label>
        <select
          id={languageId}
          className="field-input"
          value={draft.language}
          onChange={(event) => onChange({ language: event.target.value as Language })}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`common.languageNames.${language}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
