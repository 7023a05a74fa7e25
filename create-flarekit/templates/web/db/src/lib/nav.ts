/** The header's links and the home page's cards. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/posts', label: 'Posts' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/about', label: 'About' },
] as const;

export const EXAMPLES = [
  { to: '/dashboard', title: 'Dashboard', text: 'Your todos: add, complete and delete them.' },
  { to: '/posts', title: 'Posts', text: 'Published posts; write one and publish it.' },
  { to: '/about', title: 'About', text: 'A static page: the simplest one to change first.' },
] as const;
