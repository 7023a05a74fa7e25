import { QueryClient } from '@tanstack/react-query';

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
