import { type SelectHTMLAttributes, useId } from 'react';

/** One choice of a `SelectField`. */
export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A labelled select with an optional hint and error, tied together as the console's `TextField` ties
 * its input (`aria-invalid`, `aria-describedby`).
 */
export function SelectField({
  label,
  hint,
  error,
  options,
  ...select
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  options: readonly SelectOption[];
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
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
