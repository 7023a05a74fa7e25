import { useEffect, useState } from 'react';
import {
  followSystemTheme,
  readThemePreference,
  setThemePreference,
  THEME_PREFERENCES,
  type ThemePreference,
} from '../../shared/theme.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';

const LABELS: Record<ThemePreference, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/**
 * Light, dark, or the system's theme; the choice persists. The theme itself is applied before first paint by the head
 * script; without JavaScript the control is hidden (CSS) and the system theme applies.
 */
export function ThemeSelect() {
  // The prerendered HTML shows "system"; once hydrated, the saved choice, until the reader picks another.
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<ThemePreference>();
  const preference = chosen ?? (hydrated ? readThemePreference() : 'system');
  useEffect(() => followSystemTheme(), []);
  return (
    <select
      className="theme-select"
      aria-label="Theme"
      value={preference}
      onChange={(event) => {
        const next = event.target.value as ThemePreference;
        setChosen(next);
        setThemePreference(next);
      }}
    >
      {THEME_PREFERENCES.map((value) => (
        <option key={value} value={value}>
          {LABELS[value]}
        </option>
      ))}
    </select>
  );
}
