/** The home page's cards, one per example page. */
export const EXAMPLES = [
  { to: '/dashboard', title: 'Dashboard', text: 'Your todos: add, complete and delete them.' },
  { to: '/posts', title: 'Posts', text: 'Published posts; write one and publish it.' },
  { to: '/about', title: 'About', text: 'A static page: the simplest one to change first.' },
] as const;

export interface Example {
  to: (typeof EXAMPLES)[number]['to'];
  title: string;
  text: string;
}

/** The cards the home page shows (with sign-in, they depend on who is signed in, and wait for the session). */
export function useExamples(): readonly Example[] | undefined {
  return EXAMPLES;
}
