import {
  followSystemTheme,
  nextThemePreference,
  readThemePreference,
  setThemePreference,
  themeToggleLabel,
} from '../../shared/theme.ts';

/**
 * The header's theme toggle (components/ThemeToggle.tsx) on the prerendered HTML, without React: each press moves to
 * the next preference, applies and remembers it (shared/theme.ts) and renames the button; while the preference is
 * "system", the page follows the operating system's theme as it changes.
 */
export function enhanceThemeToggle(root: Document): void {
  followSystemTheme();
  const button = root.querySelector<HTMLButtonElement>('button.theme-toggle');
  if (!button) return;
  // Kept here as well as in storage: without storage (private mode, disabled) the choice still cycles on this page.
  let preference = readThemePreference();
  button.setAttribute('aria-label', themeToggleLabel(preference));
  button.addEventListener('click', () => {
    preference = nextThemePreference(preference);
    setThemePreference(preference);
    button.setAttribute('aria-label', themeToggleLabel(preference));
  });
}
