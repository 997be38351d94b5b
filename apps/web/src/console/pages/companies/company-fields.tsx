import { type Company, type CompanyInput, CompanyInputSchema } from '@spt/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../components/fields';
import { ConsoleApiError } from '../../lib/api';

/** A business account's fields as typed. */
export interface CompanyDraft {
  name: string;
  address: string;
  vatId: string;
  invoiceEmail: string;
  paymentTermDays: string;
  bookingCode: string;
  active: boolean;
}

export type CompanyField = keyof CompanyDraft;

/** Each field's problem, as the translation key of its text (so a language switch translates it too). */
export type CompanyErrors = Partial<Record<CompanyField, string>>;

const FIELDS: readonly CompanyField[] = [
  'name',
  'address',
  'vatId',
  'invoiceEmail',
  'paymentTermDays',
  'bookingCode',
  'active',
];

/** The words for a field the shared schema (or the server) refused. */
const PROBLEM_KEYS: Record<CompanyField, string> = {
  name: 'companies.fields.nameRequired',
  address: 'companies.fields.addressRequired',
  vatId: 'companies.fields.vatIdInvalid',
  invoiceEmail: 'companies.fields.invoiceEmailInvalid',
  paymentTermDays: 'companies.fields.paymentTermDaysInvalid',
  bookingCode: 'companies.fields.bookingCodeInvalid',
  active: 'errors.validation',
};

const TAKEN_KEY = 'companies.fields.bookingCodeTaken';

/** A new account: active, with the usual 30 days to pay. */
export const emptyCompany = (): CompanyDraft => ({
  name: '',
  address: '',
  vatId: '',
  invoiceEmail: '',
  paymentTermDays: '30',
  bookingCode: '',
  active: true,
});

export const draftOfCompany = (company: Company): CompanyDraft => ({
  name: company.name,
  address: company.address,
  vatId: company.vatId,
  invoiceEmail: company.invoiceEmail,
  paymentTermDays: String(company.paymentTermDays),
  bookingCode: company.bookingCode,
  active: company.active,
});

/** The form's field of a request path (`bookingCode`, `address`), or null for one it has no field for. */
function fieldOfPath(path: string): CompanyField | null {
  const head = path.split('.')[0] ?? '';
  return (FIELDS as readonly string[]).includes(head) ? (head as CompanyField) : null;
}

/**
 * The account as the API takes it, checked with the shared schema, or each field's problem. The VAT
 * number and the booking code are sent in capitals without spaces ("nl 1234…" is NL1234…), as the
 * invoices print them and the server stores them.
 *
 * @example
 * checkCompany({ ...emptyCompany(), name: 'Acme' }) // { errors: { address: 'companies.fields.addressRequired', … } }
 */
export function checkCompany(draft: CompanyDraft): { company: CompanyInput } | { errors: CompanyErrors } {
  const term = draft.paymentTermDays.trim();
  const candidate = {
    name: draft.name.trim(),
    address: draft.address.replace(/\r\n?/g, '\n').trim(),
    vatId: draft.vatId.replace(/\s+/g, '').toUpperCase(),
    invoiceEmail: draft.invoiceEmail.trim(),
    paymentTermDays: /^\d{1,3}$/.test(term) ? Number(term) : Number.NaN,
    bookingCode: draft.bookingCode.trim().toUpperCase(),
    active: draft.active,
  };
  const parsed = CompanyInputSchema.safeParse(candidate);
  if (parsed.success) return { company: parsed.data };
  const errors: CompanyErrors = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOfPath(issue.path.map(String).join('.'));
    if (field && !errors[field]) errors[field] = PROBLEM_KEYS[field];
  }
  return { errors };
}

/**
 * The field problems of the server's refusal: a 409 `companyCodeTaken` is the booking code's, a 400
 * names its fields in `issues`. Empty when the refusal concerns no field.
 */
export function serverCompanyErrors(error: unknown): CompanyErrors {
  if (!(error instanceof ConsoleApiError)) return {};
  const errors: CompanyErrors = {};
  for (const issue of error.fieldIssues) {
    const field = fieldOfPath(issue.path);
    if (field && !errors[field]) {
      errors[field] = issue.code === 'companyCodeTaken' ? TAKEN_KEY : PROBLEM_KEYS[field];
    }
  }
  if (error.code === 'companyCodeTaken') errors.bookingCode = TAKEN_KEY;
  return errors;
}

/** A business account's fields: the same to add one and to change one. */
export function CompanyFields({
  draft,
  errors,
  onChange,
}: {
  draft: CompanyDraft;
  errors: CompanyErrors;
  onChange: (patch: Partial<CompanyDraft>) => void;
}) {
  const { t } = useTranslation();
  const activeId = useId();
  const problem = (field: CompanyField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('companies.fields.name')}
        autoComplete="off"
        maxLength={120}
        required
        value={draft.name}
        error={problem('name')}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <TextField
        label={t('companies.fields.bookingCode')}
        hint={t('companies.fields.bookingCodeHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        required
        value={draft.bookingCode}
        error={problem('bookingCode')}
        onChange={(event) => onChange({ bookingCode: event.target.value })}
      />
      <TextField
        label={t('companies.fields.invoiceEmail')}
        hint={t('companies.fields.invoiceEmailHint')}
        type="email"
        autoComplete="off"
        maxLength={254}
        required
        value={draft.invoiceEmail}
        error={problem('invoiceEmail')}
        onChange={(event) => onChange({ invoiceEmail: event.target.value })}
      />
      <TextField
        label={t('companies.fields.paymentTermDays')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        required
        value={draft.paymentTermDays}
        error={problem('paymentTermDays')}
        onChange={(event) => onChange({ paymentTermDays: event.target.value })}
      />
      <div className="sm:col-span-2">
        <TextAreaField
          label={t('companies.fields.address')}
          hint={t('companies.fields.addressHint')}
          rows={4}
          maxLength={400}
          required
          value={draft.address}
          error={problem('address')}
          onChange={(event) => onChange({ address: event.target.value })}
        />
      </div>
      <TextField
        label={t('companies.fields.vatId')}
        hint={t('companies.fields.vatIdHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        value={draft.vatId}
        error={problem('vatId')}
        onChange={(event) => onChange({ vatId: event.target.value })}
      />
      <div className="sm:col-span-2">
        <div className="flex items-center gap-2">
          <input
            id={activeId}
            type="checkbox"
            className="size-5 accent-navy-900"
            aria-describedby={`${activeId}-hint`}
            checked={draft.active}
            onChange={(event) => onChange({ active: event.target.checked })}
          />
          <label htmlFor={activeId}>{t('companies.fields.active')}</label>
        </div>
        <p id={`${activeId}-hint`} className="mt-1.5 text-sm text-muted">
          {t('companies.fields.activeHint')}
        </p>
      </div>
    </div>
  );
}
