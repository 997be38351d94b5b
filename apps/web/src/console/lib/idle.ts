/** After this long without a key, click or touch, the operator counts as away. */
export const IDLE_AFTER_MS = 60_000;

let lastActivity = Date.now();
let listening = false;

/** Starts noting the operator's own input (once; a no-op outside a browser). */
export function watchOperatorActivity(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const seen = () => {
    lastActivity = Date.now();
  };
  for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const) {
    window.addEventListener(type, seen, { capture: true, passive: true });
  }
}

/**
 * Whether nobody has used the console for IDLE_AFTER_MS: its requests then say so (`x-console-idle`),
 * and the server does not count them as use, so a tab left open ends its session after 30 minutes
 * like any other (ASVS 3.3.2) instead of being kept alive by its own refreshes.
 */
export function operatorIsIdle(now = Date.now()): boolean {
  watchOperatorActivity();
  return now - lastActivity > IDLE_AFTER_MS;
}
