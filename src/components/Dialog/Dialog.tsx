// A modal dialog on the native <dialog>: while it is open the rest of the page is inert, Tab and
// Shift+Tab cycle inside it, Escape closes it, and focus goes back to whatever opened it.
import './Dialog.css';

import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';

import { Icon } from '../Icon/Icon';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

interface DialogProps {
  open: boolean;
  /** Called however it closes: Escape, the close button, or the owner setting open to false. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Focused on opening; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Test hook and styling hook for one dialog among several. */
  testId?: string;
}

export function Dialog({ open, onClose, title, children, initialFocus, testId }: DialogProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  const titleId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      (initialFocus?.current ?? focusablesIn(dialog)[0])?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // The browser closes the dialog itself on Escape; this keeps the owner's state in step either way.
    // Committed at once (flushSync): batched, an Enter on the opener right after Escape would set the
    // owner's state back to open in the same render, nothing would change, and the dialog would stay shut.
    const closed = () => {
      flushSync(() => onCloseRef.current());
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    };
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, []);

  function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const items = focusablesIn(event.currentTarget);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog ref={dialogRef} className="dialog" aria-labelledby={titleId} onKeyDown={keepTabInside} data-testid={testId}>
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button type="button" className="dialog__close" onClick={onClose} aria-label={t('common.close')}>
          <Icon name="close" size={22} />
        </button>
      </div>
      <div className="dialog__body">{open && children}</div>
    </dialog>
  );
}
