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
  // The open state the owner last rendered, or was last told of.
  const ownerOpen = useRef(open);
  const titleId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    ownerOpen.current = open;
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
    // On Escape the browser fires cancel, closes the dialog and focuses the opener at once, but fires
    // close only in a later task, behind any key already waiting. So the owner hears of it at cancel,
    // committed at once (flushSync): told at close, an Enter on the opener in that gap would find its
    // state still open and change nothing, and the late close would then set it shut for good.
    const cancelled = () => {
      ownerOpen.current = false;
      flushSync(() => onCloseRef.current());
    };
    const closed = () => {
      // Opened again since: this is an earlier close arriving late.
      if (dialog.open) return;
      // Only a close the owner has not heard of: one it asked for or heard at cancel may already be
      // followed by a press that opens it again, which a second onClose would undo.
      if (ownerOpen.current) flushSync(() => onCloseRef.current());
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    };
    dialog.addEventListener('cancel', cancelled);
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('cancel', cancelled);
      dialog.removeEventListener('close', closed);
    };
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
