import type { Texts } from '../lib/texts';
import { h } from './dom';

/**
 * The name sign, full screen: the text in the largest letters that fitText, black on white, to hold up at
 * arrivals. A modal dialog: Escape or the close button ends it, and focus returns to where it was.
 */
export function createNameSignView(texts: () => Texts): {
  element: HTMLDialogElement;
  open: (text: string, name: string) => void;
} {
  const text = h('p', 'sign-view-text');
  const close = h('button', { className: 'button sign-view-close', attrs: { type: 'button' } });
  const dialog = h('dialog', 'sign-view', close, text);
  close.addEventListener('click', () => dialog.close());
  // A tap anywhere on the sign closes it too (the driver's hand is on the screen anyway).
  text.addEventListener('click', () => dialog.close());

  const fitText = () => {
    if (!dialog.open) return;
    const box = dialog.getBoundingClientRect();
    let size = Math.max(24, Math.min(box.width / 3, box.height / 2));
    text.style.fontSize = `${size}px`;
    while (size > 24 && (text.scrollWidth > text.clientWidth || text.scrollHeight > text.clientHeight)) {
      size = Math.floor(size * 0.9);
      text.style.fontSize = `${size}px`;
    }
  };
  window.addEventListener('resize', fitText);

  return {
    element: dialog,
    open: (sign, name) => {
      const { t, fill } = texts();
      text.textContent = sign;
      close.textContent = t.nameSignView.close;
      dialog.setAttribute('aria-label', fill(t.nameSignView.label, { name }));
      dialog.showModal();
      fitText();
    },
  };
}
