// The theme chosen in the header's menu (localStorage "theme": light, dark or system), applied before the page paints
// so that a dark page never flashes light. src/lib/theme.ts keeps it in step afterwards.
try {
  const theme = localStorage.getItem('theme');
  const dark = theme === 'dark' || (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
} catch {
  // Storage blocked: the system setting applies once the app starts.
}
