import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Icon } from './icon';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  subtitle?: ReactNode;
  closeLabel: string;
  children: ReactNode;
  /** Element id, so a #fragment link can target the dialog when scripts are off. */
  id?: string;
  size?: 'md' | 'lg';
}

/**
 * A modal on the native <dialog>: focus is trapped and the page behind is inert; it closes on the
 * close button, Escape and a click on the backdrop, and locks page scrolling while open.
 */
export function Dialog({
  open,
  onClose,
  title,
  subtitle,
  closeLabel,
  children,
  id,
  size = 'md',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const subtitleId = useId();

  // In the commit that changes `open`, before the browser paints: a dialog closed with a result (a
  // cancelled booking's new status) is never painted over that result for a frame.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      document.documentElement.classList.add('scroll-locked');
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open) document.documentElement.classList.remove('scroll-locked');
  }, [open]);

  useEffect(() => () => document.documentElement.classList.remove('scroll-locked'), []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has a keyboard twin, Escape, handled natively by <dialog>
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      aria-describedby={subtitle ? subtitleId : undefined}
      onClose={() => {
        document.documentElement.classList.remove('scroll-locked');
        if (open) onClose();
      }}
      onClick={(event) => {
        // The dialog box has no padding: a click on the <dialog> itself is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`on-light m-auto max-h-[min(92dvh,56rem)] w-[calc(100%-1.5rem)] overflow-hidden rounded-2xl bg-sand-50 p-0 text-body shadow-lift backdrop:bg-transparent ${
        size === 'lg' ? 'max-w-3xl' : 'max-w-2xl'
      }`}
    >
      <div className="flex max-h-[inherit] flex-col">
        <header className="flex items-start gap-4 border-b border-navy-900/10 bg-white px-6 py-5 sm:px-8">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-2xl text-navy-900 sm:text-[1.7rem]">
              {title}
            </h2>
            {subtitle && (
              <p id={subtitleId} className="mt-1 text-sm text-muted">
                {subtitle}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-navy-900 transition-colors hover:bg-sand-100"
          >
            <Icon name="close" className="size-5" />
          </button>
        </header>
        <div className="overflow-y-auto overscroll-contain px-6 py-6 sm:px-8">{children}</div>
      </div>
    </dialog>
  );
}
