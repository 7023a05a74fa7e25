import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a change, refetches the queries under `queryKey` that are on screen and marks the others stale. A first load
 * still in flight is cancelled first: `invalidateQueries` alone would hand back that load, which may have read the list
 * before the change, and the change would never show (TanStack/query#8530).
 */
export async function refetchAfterChange(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}
