import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import type { FieldKey, PhoneBookingForm } from './phone-booking';

/** How a part of the form changes it: the new form, and the fields whose problem the change answers. */
export type UpdateForm = (
  next: (form: PhoneBookingForm) => PhoneBookingForm,
  fields: readonly FieldKey[],
) => void;

/** What every part of the form gets: the form, its change, and the words for a field's problem. */
export interface PartProps {
  form: PhoneBookingForm;
  update: UpdateForm;
  problem: (field: FieldKey) => string | undefined;
}

/** A card of the form with its heading. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card space-y-4 p-4 sm:p-5">
      <h2 id={id} className="text-xl text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A checkbox with its label and an optional hint under it. */
export function CheckboxField({
  label,
  hint,
  ...input
}: { label: string; hint?: string | undefined } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-navy-900"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      <div>
        <label htmlFor={id} className="font-semibold text-navy-900">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * Whole numbers from `min` to `max` as a select's choices.
 *
 * @example
 * countOptions(1, 3) // [{ value: '1', label: '1' }, { value: '2', label: '2' }, { value: '3', label: '3' }]
 */
export function countOptions(min: number, max: number, label = (n: number) => String(n)) {
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => ({
    value: String(min + i),
    label: label(min + i),
  }));
}
