/**
 * Moves focus to the first field of a form that says it is invalid (`aria-invalid="true"`), in
 * document order, so a person who submitted lands on what to correct and hears its message (each field
 * names its error with aria-describedby). Returns whether there was one.
 *
 * @example
 * if (problems.length > 0) focusFirstInvalid(formRef.current);
 */
export function focusFirstInvalid(form: HTMLElement | null): boolean {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.focus();
  return true;
}
