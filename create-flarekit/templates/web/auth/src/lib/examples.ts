import { useSession } from './auth-client';

/** The home page's promise, under the app's name. */
export const TAGLINE =
  'Sign in, keep track of what needs doing and publish what you write, fast everywhere: served from Cloudflare’s network.';

/** The home page's cards, one per example page. */
export const EXAMPLES = [
  { to: '/login', title: 'Sign in', text: 'With Discord, or with email and password in development.' },
  { to: '/dashboard', title: 'Todos', text: 'Your own todos: add, complete and delete them; only you see them.' },
  { to: '/posts', title: 'Posts', text: 'Read what is published; signed in, write a post and publish it.' },
  { to: '/about', title: 'About', text: 'A static page: the simplest one to change first.' },
] as const;

export interface Example {
  to: (typeof EXAMPLES)[number]['to'];
  title: string;
  text: string;
}

/**
 * The cards the home page shows: a signed-in user gets no "Sign in" card, and the todos card names them. None while
 * the session loads, so that a signed-in user never sees a visitor's cards first.
 */
export function useExamples(): readonly Example[] | undefined {
  const { data: session, isPending } = useSession();
  if (isPending) return undefined;
  if (!session) return EXAMPLES;
  return EXAMPLES.filter((example) => example.to !== '/login').map((example) =>
    example.to === '/dashboard'
      ? { ...example, text: `Signed in as ${session.user.name}: your own todos, to add, complete and delete.` }
      : example,
  );
}

/** The home page's main button: sign in first, then straight to the dashboard; none while the session loads. */
export function useCallToAction(): { to: '/dashboard' | '/login'; label: string } | undefined {
  const { data: session, isPending } = useSession();
  if (isPending) return undefined;
  return session
    ? { to: '/dashboard', label: 'Open your dashboard' }
    : { to: '/login', label: 'Sign in to get started' };
}
