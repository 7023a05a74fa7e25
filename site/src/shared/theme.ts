/**
 * The reader's theme, in one place: the inline head script that applies it before first paint (so the page never
 * flashes the wrong theme), and the functions the theme select uses to read, change and follow it. Both read the same
 * storage key and values. The head script's SHA-256 hash is allowed by the content security policy (headers.ts); no
 * other inline script exists. It also marks that JavaScript runs (CSS uses it for enhancements that need scripts), and
 * applies the reader's project choice (project-choice.ts) the same way, before first paint.
 */
import { PROJECT_HEAD_SNIPPET } from './project-choice.ts';

/** "system" follows the operating system until the reader picks light or dark. */
export type ThemePreference = 'system' | 'light' | 'dark';
export const THEME_PREFERENCES: readonly ThemePreference[] = ['system', 'light', 'dark'];

export const THEME_STORAGE_KEY = 'flarekit-docs:theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The inline script, written by hand to stay tiny; it does what readThemePreference and applyTheme do below, then what
 * parseProjectChoice does.
 */
export const HEAD_SCRIPT = `(()=>{const d=document.documentElement;d.dataset.js="";let t;try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch{}if(t!=="light"&&t!=="dark")t=matchMedia(${JSON.stringify(DARK_QUERY)}).matches?"dark":"light";d.dataset.theme=t;${PROJECT_HEAD_SNIPPET}})()`;

export function readThemePreference(): ThemePreference {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return saved === 'light' || saved === 'dark' ? saved : 'system';
  } catch {
    return 'system';
  }
}

/** Applies a preference to the page (data-theme on <html>) and remembers it; "system" forgets the choice. */
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
