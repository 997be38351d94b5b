import { PASSWORD_LENGTH } from '@spt/contracts';
import {
  type ChangeEvent,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/errors';
import { Notice } from './notice';

interface FieldProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/** What a field's control needs from its frame: its id and its links to the hint and the error. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The label, hint and error around one control, tied together for assistive technology. */
function FieldFrame({
  label,
  hint,
  error,
  control,
}: FieldProps & { control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hint && `${id}-hint`, error && `${id}-error`),
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input with an optional hint and error. */
export function TextField({
  label,
  hint,
  error,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      control={(control) => <input className="field-input" {...control} {...input} />}
    />
  );
}

/** One choice of a `SelectField`. */
export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled select with an optional hint and error, framed as the other fields. */
export function SelectField({
  label,
  hint,
  error,
  options,
  ...select
}: FieldProps & { options: readonly SelectOption[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      control={(control) => (
        <select className="field-input" {...control} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** A multi-line text field. */
export function TextAreaField({
  label,
  hint,
  error,
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      control={(control) => <textarea rows={3} className="field-input" {...control} {...textarea} />}
    />
  );
}

/** A password field with a "show password" switch (a single field: nothing is asked twice). */
export function PasswordField({
  label,
  hint,
  error,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const toggleId = useId();
  return (
    <div>
      <TextField label={label} hint={hint} error={error} type={visible ? 'text' : 'password'} {...input} />
      <div className="mt-2 flex items-center gap-2">
        <input
          id={toggleId}
          type="checkbox"
          className="size-5 accent-navy-900"
          checked={visible}
          onChange={(event) => setVisible(event.target.checked)}
        />
        <label htmlFor={toggleId} className="text-sm text-body">
          {t('common.showPassword')}
        </label>
      </div>
    </div>
  );
}

/** The field where an operator chooses a password: the shared length rule, the hint, no autofill of an old one. */
export function NewPasswordField({
  value,
  onChange,
}: {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation();
  return (
    <PasswordField
      label={t('common.newPassword')}
      hint={t('common.passwordHint')}
      name="password"
      autoComplete="new-password"
      required
      minLength={PASSWORD_LENGTH.min}
      maxLength={PASSWORD_LENGTH.max}
      value={value}
      onChange={onChange}
    />
  );
}

/** The field where an operator types the email address they sign in with. */
export function EmailField({
  value,
  onChange,
}: {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('common.email')}
      type="email"
      name="email"
      autoComplete="username"
      required
      maxLength={254}
      value={value}
      onChange={onChange}
    />
  );
}

/** What a form needs of its mutation (TanStack Query's `useMutation` result). */
interface FormMutation {
  mutate: () => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * A form that runs one mutation: its fields, then the error of its last attempt (announced) and its
 * submit button, which says `pendingLabel` while the mutation runs.
 */
export function MutationForm({
  mutation,
  label,
  pendingLabel,
  className,
  children,
}: {
  mutation: FormMutation;
  label: string;
  pendingLabel: string;
  /** Spacing above the form. */
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  return (
    <form className={`${className} space-y-5`} onSubmit={submit}>
      {children}
      <Notice tone="error" message={mutation.isError ? errorText(t, mutation.error) : ''} />
      <button type="submit" className="btn-primary w-full" disabled={mutation.isPending}>
        {mutation.isPending ? pendingLabel : label}
      </button>
    </form>
  );
}
