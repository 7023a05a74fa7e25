import { useSession } from './auth-client';

/** The home page's cards, one per example page. */
export const EXAMPLES = [
  { to: '/login', title: 'Sign in', text: 'With Discord, or with email and password in development.' },
  { to: '/dashboard', title: 'Dashboard', text: 'Your own todos: add, complete and delete them.' },
  { to: '/posts', title: 'Posts', text: 'Published posts; signed in, write one and publish it.' },
  { to: '/about', title: 'About', text: 'A static page: the simplest one to change first.' },
] as const;

export interface Example {
  to: (typeof EXAMPLES)[number]['to'];
  title: string;
  text: string;
}

/**
 * The cards the home page shows: a signed-in user gets no "Sign in" card, and the dashboard card names them. None while
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
