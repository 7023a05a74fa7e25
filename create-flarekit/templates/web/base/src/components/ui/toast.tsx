import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { Button } from './button';

/** Where toasts stack: the bottom of the screen, announced politely to screen readers. */
function ToastViewport({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="toast-viewport"
      role="status"
      aria-live="polite"
      className={cn(
        'pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-center gap-2 sm:inset-x-auto sm:right-4 sm:items-end',
        className,
      )}
      {...props}
    />
  );
}

/** One message with a dismiss button. */
function Toast({ className, children, onDismiss, ...props }: ComponentProps<'div'> & { onDismiss: () => void }) {
  return (
    <div
      data-slot="toast"
      className={cn(
        'pointer-events-auto flex w-full max-w-sm items-center justify-between gap-3 rounded-lg border bg-popover py-2 pr-2 pl-4 text-sm text-popover-foreground shadow-lg',
        className,
      )}
      {...props}
    >
      <span>{children}</span>
      <Button type="button" variant="ghost" size="icon" aria-label="Dismiss" onClick={onDismiss}>
        <X />
      </Button>
    </div>
  );
}

export { Toast, ToastViewport };
