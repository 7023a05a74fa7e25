import { describe, expect, it } from 'vitest';
import { HEAD_SCRIPT } from '../../../src/shared/head-script.ts';
import { nextThemePreference, themeToggleLabel, type ThemePreference } from '../../../src/shared/theme.ts';

describe('the theme toggle', () => {
  const cases: Array<[ThemePreference, ThemePreference, string]> = [
    ['system', 'light', 'Theme: System, switch to Light'],
    ['light', 'dark', 'Theme: Light, switch to Dark'],
    ['dark', 'system', 'Theme: Dark, switch to System'],
  ];
  for (const [now, next, label] of cases) {
    it(`from ${now}: goes to ${next} and is named "${label}"`, () => {
      expect(nextThemePreference(now)).toBe(next);
      expect(themeToggleLabel(now)).toBe(label);
    });
  }
});

describe('the head script', () => {
  /** Runs the head script against a stand-in <html>, storage and system theme; returns the data attributes it set. */
  function run(saved: string | null, systemDark: boolean): Record<string, string | undefined> {
    const dataset: Record<string, string | undefined> = {};
    const documentElement = { dataset, setAttribute: () => {} };
    const localStorage = { getItem: (key: string) => (key === 'flarekit-docs:theme' ? saved : null) };
    const matchMedia = () => ({ matches: systemDark });
    new Function('document', 'localStorage', 'matchMedia', HEAD_SCRIPT)({ documentElement }, localStorage, matchMedia);
    return dataset;
  }

  const cases: Array<[string | null, boolean, string, string]> = [
    [null, false, 'system', 'light'],
    [null, true, 'system', 'dark'],
    ['light', true, 'light', 'light'],
    ['dark', false, 'dark', 'dark'],
    ['purple', true, 'system', 'dark'],
  ];
  for (const [saved, systemDark, preference, theme] of cases) {
    it(`saved ${String(saved)}, system ${systemDark ? 'dark' : 'light'}: preference ${preference}, theme ${theme}`, () => {
      expect(run(saved, systemDark)).toMatchObject({ themePreference: preference, theme });
    });
  }
});
