/** The home page's promise, under the app's name. */
export const TAGLINE =
  'Keep track of what needs doing and publish what you write, fast everywhere: served from Cloudflare’s network.';

/** The home page's cards, one per example page. */
export const EXAMPLES = [
  { to: '/dashboard', title: 'Todos', text: 'Add, complete and delete your todos; every change is saved at once.' },
  { to: '/posts', title: 'Posts', text: 'Write a post, keep it as a draft, publish it for everyone to read.' },
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

/** The home page's main button. */
export function useCallToAction(): { to: '/dashboard'; label: string } | undefined {
  return { to: '/dashboard', label: 'Open your dashboard' };
}
