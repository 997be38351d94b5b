/** One labelled text field (the wizard's, the change form's): its hint and its error (when given) described by the input. */
export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  hint,
  error,
  maxLength,
  required = false,
  type = 'text',
  placeholder,
  className,
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
  required?: boolean;
  type?: 'text' | 'tel';
  placeholder?: string;
  className?: string;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
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
