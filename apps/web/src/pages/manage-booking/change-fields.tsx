import { company } from '@spt/i18n-content';
import { useTranslation } from 'react-i18next';
import { CALL_US, type ChangeProblem } from './change-problems';

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
