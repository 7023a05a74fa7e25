import { themeToggleLabel } from '../../shared/theme.ts';
import { MonitorIcon, MoonIcon, SunIcon } from './icons.tsx';

/**
 * The theme toggle, rendered at build time: one button that cycles system → light → dark, named with the theme now and
 * the next one. The icon of the preference shows from the first paint (the head script puts it on <html>, site.css shows
 * the matching icon); lib/theme-toggle.ts makes the button work. Without JavaScript it is hidden and the system theme
 * applies.
 */
export function ThemeToggle() {
  return (
    <button type="button" className="icon-button theme-toggle" aria-label={themeToggleLabel('system')}>
      <MonitorIcon className="theme-icon theme-icon-system" />
      <SunIcon className="theme-icon theme-icon-light" />
      <MoonIcon className="theme-icon theme-icon-dark" />
    </button>
  );
}
