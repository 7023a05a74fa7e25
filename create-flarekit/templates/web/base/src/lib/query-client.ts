import { QueryClient } from '@tanstack/react-query';

// `meta.errorMessage` on a query or mutation is what the Toaster shows when it fails.
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorMessage?: string };
    mutationMeta: { errorMessage?: string };
  }
}

/** One QueryClient for the app: data stays fresh for 60 seconds before a refetch. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60 * 1000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});
