import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Drives a native <dialog> as a modal: showModal() makes the rest of the page inert and traps focus; Escape and
 * close() end it, and the browser returns focus to the element that opened it. `open` mirrors the dialog's state.
 */
export function useModalDialog(onClosed?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;

  const show = useCallback(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    ref.current?.close();
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      setOpen(false);
      onClosedRef.current?.();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, []);

  return { ref, open, show, close };
}
