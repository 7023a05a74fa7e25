import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Toast, ToastViewport } from '@/components/ui/toast';

interface ToastMessage {
  id: number;
  message: string;
}

const SHOW_FOR_MS = 5000;

/**
 * Shows the `meta.errorMessage` of any query or mutation that fails ("Could not load todos", "Failed to create todo"),
 * for five seconds. Rendered once, in the root layout.
 */
export function Toaster() {
  const queryClient = useQueryClient();
  const [toasts, setToasts] = useState<ToastMessage[]>([]);

  useEffect(() => {
    let nextId = 0;
    const dismissLater = (id: number) =>
      setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), SHOW_FOR_MS);
    const show = (message: unknown) => {
      if (typeof message !== 'string') return;
      const id = nextId++;
      setToasts((current) => [...current, { id, message }]);
      dismissLater(id);
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') show(event.query.meta?.errorMessage);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') show(event.mutation.meta?.errorMessage);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);

  return (
    <ToastViewport>
      {toasts.map((toast) => (
        <Toast key={toast.id} onDismiss={() => setToasts((current) => current.filter((t) => t.id !== toast.id))}>
          {toast.message}
        </Toast>
      ))}
    </ToastViewport>
  );
}
