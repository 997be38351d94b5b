import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';

/** The controls a dialog's focus may start on, first fields, in document order. */
const FIELDS = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';
const ANY_CONTROL = `${FIELDS}, button:not([disabled]), a[href]`;

/**
 * The site's modal dialog, with focus starting in its first field (or, without a field, on its first
 * control), never on the close button in its header. A modal `<dialog>` focuses its first focusable
 * element when it opens, which is that close button: an operator who starts typing a driver's name
 * then "pressed" it with the first space and lost the form. Runs after the dialog has opened (this
 * component's effect runs after the dialog's own).
 */
export function ConsoleDialog({
  open,
  onClose,
  title,
  size,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  size?: 'md' | 'lg';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const root = content.current;
    const target =
      root?.querySelector<HTMLElement>('[data-autofocus]') ??
      root?.querySelector<HTMLElement>(FIELDS) ??
      root?.querySelector<HTMLElement>(ANY_CONTROL);
    target?.focus();
  }, [open]);
  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={t('common.close')} size={size}>
      <div ref={content}>{children}</div>
    </Dialog>
  );
}
