import { useCallback, useEffect, useRef, useState } from 'react';

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
  onClosedRef.current = onClosed;

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
    return () => dialog.removeEventListener('close', closed);
  }, [closed]);

  return { ref, open, show, close };
}
