import { company } from '@spt/i18n-content';
import { useTranslation } from 'react-i18next';
import { CALL_US, type ChangeProblem } from './change-problems';

/** One labelled text field of the change form, its hint and its error described by the input. */
export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  hint,
  error,
  maxLength,
  placeholder,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** Shown (and announced) under the field when set. */
  error?: string | undefined;
  maxLength: number;
  placeholder?: string;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        maxLength={maxLength}
        autoComplete="off"
        className="field-input"
        placeholder={placeholder}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled select of whole numbers. */
export function CountField({
  id,
  label,
  value,
  choices,
  optionLabel,
  onChange,
  errorId,
}: {
  id: string;
  label: string;
  value: string;
  choices: readonly number[];
  optionLabel: (count: number) => string;
  onChange: (value: string) => void;
  errorId: string | undefined;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        className="field-input"
        value={value}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value)}
      >
        {choices.map((count) => (
          <option key={count} value={String(count)}>
            {optionLabel(count)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ProblemText({
  problem,
  text,
}: {
  problem: ChangeProblem;
  text: (code: ChangeProblem) => string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {text(problem)}
      {CALL_US.has(problem) ? (
        <>
          {' '}
          <a href={`tel:${company.phoneE164}`} className="font-semibold underline underline-offset-4">
            {t('manage.change.callLink', { phone: company.phone })}
          </a>
        </>
      ) : null}
    </>
  );
}

export function FieldProblem({
  id,
  problem,
  text,
  className = '',
}: {
  id: string;
  problem: ChangeProblem | null;
  text: (code: ChangeProblem) => string;
  className?: string;
}) {
  if (!problem) return null;
  return (
    <p id={id} role="alert" className={`field-error sm:col-span-2 ${className}`}>
      <ProblemText problem={problem} text={text} />
    </p>
  );
}
