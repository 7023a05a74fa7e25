/**
 * The reader's theme: the functions the theme toggle uses to read, change and follow it. The inline head script
 * (head-script.ts) applies the same preference before first paint, from the same storage key and values, and puts the
 * preference itself on <html> (`data-theme-preference`), which the toggle's icon shows.
 */
/** "system" follows the operating system until the reader picks light or dark. */
export type ThemePreference = 'system' | 'light' | 'dark';
export const THEME_PREFERENCES: readonly ThemePreference[] = ['system', 'light', 'dark'];

export const THEME_STORAGE_KEY = 'flarekit-docs:theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export const THEME_LABELS: Record<ThemePreference, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** The toggle cycles system → light → dark → system. */
export function nextThemePreference(preference: ThemePreference): ThemePreference {
  return THEME_PREFERENCES[(THEME_PREFERENCES.indexOf(preference) + 1) % THEME_PREFERENCES.length]!;
}

/** The toggle's accessible name: the theme now, and the one a press chooses ("Theme: System, switch to Light"). */
export function themeToggleLabel(preference: ThemePreference): string {
  return `Theme: ${THEME_LABELS[preference]}, switch to ${THEME_LABELS[nextThemePreference(preference)]}`;
}

export function readThemePreference(): ThemePreference {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return saved === 'light' || saved === 'dark' ? saved : 'system';
  } catch {
    return 'system';
  }
}

/**
 * Applies a preference to the page (data-theme and data-theme-preference on <html>) and remembers it; "system" forgets
 * the choice.
 */
export function setThemePreference(preference: ThemePreference): void {
  try {
    if (preference === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
  applyTheme(preference);
}

function applyTheme(preference: ThemePreference): void {
  const dark = preference === 'dark' || (preference === 'system' && window.matchMedia(DARK_QUERY).matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  document.documentElement.dataset.themePreference = preference;
}

/** While the preference is "system", follows the operating system's theme as it changes. */
export function followSystemTheme(): () => void {
  const media = window.matchMedia(DARK_QUERY);
  const onChange = () => {
    if (readThemePreference() === 'system') applyTheme('system');
  };
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}
