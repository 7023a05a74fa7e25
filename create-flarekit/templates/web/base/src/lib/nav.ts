/** The header's links and the home page's cards. The database and sign-in templates add theirs. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/about', label: 'About' },
] as const;

export const EXAMPLES = [
  { to: '/dashboard', title: 'Dashboard', text: 'Your todos: add, complete and delete them.' },
  { to: '/about', title: 'About', text: 'A static page: the simplest one to change first.' },
] as const;
