import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Drives a native <dialog> as a modal: showModal() makes the rest of the page inert and traps focus; Escape and
 * close() end it, and the browser returns focus to the element that opened it. `open` mirrors the dialog's state.
 * `onClosed` runs once per closing, synchronously when we close it (the dialog's own "close" event comes a task
 * later, and a shortcut pressed in between must already see the dialog as closed).
 */
export function useModalDialog(onClosed?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const onClosedRef = useRef(onClosed);
  useLayoutEffect(() => {
    onClosedRef.current = onClosed;
  });

  const closed = useCallback(() => {
    if (!openRef.current) return;
    openRef.current = false;
    setOpen(false);
    onClosedRef.current?.();
  }, []);

  const show = useCallback(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    openRef.current = true;
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    ref.current?.close();
    closed();
  }, [closed]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.addEventListener('close', closed);
    dialog.addEventListener('keydown', keepFocusInside);
    return () => {
      dialog.removeEventListener('close', closed);
      dialog.removeEventListener('keydown', keepFocusInside);
    };
  }, [closed]);

  return { ref, open, show, close };
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes back to the first, Shift+Tab from the first to the last: a modal <dialog> already
 * makes the page inert, but browsers let Tab leave it for their own toolbar.
 */
function keepFocusInside(event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const dialog = event.currentTarget as HTMLDialogElement;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && (element.offsetParent !== null || element === document.activeElement),
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
