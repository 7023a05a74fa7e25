import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SearchPanel } from './SearchPanel.tsx';

interface SearchDialogProps {
  initialQuery: string;
  onClose: () => void;
}

/**
 * The search dialog, loaded on first use. Its query cache lives and dies with it: closing the dialog unmounts it, which
 * drops the cached results (spec section 4) along with the query text and the highlighted result.
 */
export default function SearchDialog({ initialQuery, onClose }: SearchDialogProps) {
  const [queryClient] = useState(() => new QueryClient());
  useEffect(() => () => queryClient.clear(), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <SearchPanel initialQuery={initialQuery} onClose={onClose} />
    </QueryClientProvider>
  );
}
