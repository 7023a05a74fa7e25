import { inferAdditionalFields } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import type { Auth } from '../../../api/src/lib/auth';

/**
 * Better Auth React client. It talks to /api/auth/* on the same origin
 * (Vite proxies /api to the Worker on port 8787 in development).
 */
export const authClient = createAuthClient({
  plugins: [inferAdditionalFields<Auth>()],
});

export const { signIn, signUp, signOut, useSession, getSession } = authClient;
