import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark' | 'system';

const KEY = 'theme';
const listeners = new Set<() => void>();
const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)');

function stored(): Theme {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

let current: Theme = stored();

/**
 * Puts the `dark` class on <html> for the theme (public/theme.js does the same before the first paint). Every colour
 * changes at once: `theme-switching` (styles.css) holds back the components' transitions until the next frames.
 */
function apply(theme: Theme): void {
  const root = document.documentElement;
  const dark = theme === 'dark' || (theme === 'system' && systemDark().matches);
  if (root.classList.contains('dark') === dark) return;
  root.classList.add('theme-switching');
  root.classList.toggle('dark', dark);
  requestAnimationFrame(() => requestAnimationFrame(() => root.classList.remove('theme-switching')));
}

/** Chooses a theme: applied at once, kept in localStorage for the next visit ("system" forgets the choice). */
export function setTheme(theme: Theme): void {
  current = theme;
  try {
    if (theme === 'system') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, theme);
  } catch {
    // Storage blocked: the choice lasts until the page is left.
  }
  apply(theme);
  for (const listener of listeners) listener();
}

// Following the system: a change of its setting applies at once.
systemDark().addEventListener('change', () => apply(current));
apply(current);

/** The chosen theme, re-rendering when it changes. */
export function useTheme(): Theme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
