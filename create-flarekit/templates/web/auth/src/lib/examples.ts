/** The home page's cards, one per example page. */
export const EXAMPLES = [
  { to: '/login', title: 'Sign in', text: 'With Discord, or with email and password in development.' },
  { to: '/dashboard', title: 'Dashboard', text: 'Your own todos: add, complete and delete them.' },
  { to: '/posts', title: 'Posts', text: 'Published posts; signed in, write one and publish it.' },
  { to: '/about', title: 'About', text: 'A static page: the simplest one to change first.' },
] as const;
