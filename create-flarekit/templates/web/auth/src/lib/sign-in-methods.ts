import { useQuery } from '@tanstack/react-query';

/** Which ways to sign in work right now (GET /api/sign-in-methods), so the login page offers the working one first. */
export interface SignInMethods {
  discord: boolean;
  emailPassword: boolean;
}

export function useSignInMethods() {
  return useQuery({
    queryKey: ['sign-in-methods'],
    queryFn: async (): Promise<SignInMethods> => {
      const response = await fetch('/api/sign-in-methods');
      if (!response.ok) throw new Error(`GET /api/sign-in-methods answered ${response.status}`);
      return (await response.json()) as SignInMethods;
    },
    staleTime: Number.POSITIVE_INFINITY,
    // Without an answer the page offers every method at once, Discord first, rather than wait.
    retry: false,
  });
}
