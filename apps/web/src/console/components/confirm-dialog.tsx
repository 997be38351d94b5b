import { ConsoleDialog } from './console-dialog';
import { Notice } from './notice';

/** A confirmation in a modal dialog: what will happen, the error of the last try, act or keep. */
export function ConfirmDialog({
  open,
  title,
  texts,
  error,
  submit,
  dismiss,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  texts: readonly string[];
  error: string;
  submit: string;
  dismiss: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConsoleDialog open={open} onClose={onClose} title={title}>
      {texts.map((text) => (
        <p key={text} className="mt-2 first:mt-0">
          {text}
        </p>
      ))}
      <div className="mt-4">
        <Notice tone="error" message={error} />
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={pending} onClick={onConfirm}>
          {submit}
        </button>
        <button type="button" className="btn-secondary" onClick={onClose} data-autofocus="">
          {dismiss}
        </button>
      </div>
    </ConsoleDialog>
  );
}
