import { useEffect, useState } from 'react';

/** False in the prerendered HTML and during hydration, true once the island runs in the browser. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
