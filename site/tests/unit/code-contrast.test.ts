import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { highlightCss } from '../../src/build/pipeline/highlighter.ts';
import { loadSite } from '../../src/build/pipeline/load-site.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('contrast', () => {
  const cases: Array<[string, string, number]> = [
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#e36209', '#ffffff', 3.49],
    ['#6a737d', '#24292e', 3.05],
  ];
  for (const [a, b, expected] of cases) it(`${a} on ${b} → ${expected}`, () => expect(contrast(a, b)).toBeCloseTo(expected, 2));
});

describe('highlighted code colours (every token colour the real pages use)', () => {
  let rules: Array<{ theme: 'light' | 'dark'; selector: string; color: string }>;
  let background: { light: string; dark: string };

  beforeAll(async () => {
    await loadSite(ROOT); // highlights every code block of the real content
    rules = [...highlightCss().matchAll(/^(:root\[data-theme="dark"\] )?(\.[\w-]+)\{(?:[^}]*;)?color:(#[0-9a-fA-F]{6})/gm)].map((match) => ({
      theme: match[1] ? 'dark' : 'light',
      selector: match[2]!,
      color: match[3]!.toLowerCase(),
    }));
    const css = await readFile(path.join(ROOT, 'src/browser/styles/site.css'), 'utf8');
    const codeBackgrounds = [...css.matchAll(/--code-bg:\s*(#[0-9a-fA-F]{6})/g)].map((match) => match[1]!);
    background = { light: codeBackgrounds[0]!, dark: codeBackgrounds[1]! };
  });

  it('finds the colours of both themes', () => {
    expect(rules.filter((rule) => rule.theme === 'light').length).toBeGreaterThan(5);
    expect(rules.filter((rule) => rule.theme === 'dark').length).toBeGreaterThan(5);
    expect(background).toEqual({ light: '#ffffff', dark: '#24292e' });
  });

  it('every colour reaches 4.5:1 on its theme’s code background (WCAG AA)', () => {
    const failing = rules
      .map((rule) => ({ ...rule, ratio: Number(contrast(rule.color, background[rule.theme]).toFixed(2)) }))
      .filter((rule) => rule.ratio < 4.5);
    expect(failing).toEqual([]);
  });
});
