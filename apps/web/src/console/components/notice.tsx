/**
 * A live region that is always in the page (so screen readers announce what appears in it) and shows
 * the result of the last action at once: `role="status"` for results, `role="alert"` for failures.
 */
export function Notice({ message, tone = 'success' }: { message: string; tone?: 'success' | 'error' }) {
  const style =
    tone === 'error'
      ? 'border-red-700/40 bg-red-50 text-red-900'
      : 'border-emerald-700/40 bg-emerald-50 text-emerald-950';
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} aria-live={tone === 'error' ? 'assertive' : 'polite'}>
      {message ? (
        <p className={`rounded-xl border px-4 py-3 text-sm font-medium ${style}`}>{message}</p>
      ) : null}
    </div>
  );
}
