import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Color from 'colorjs.io';
import { beforeAll, describe, expect, inject, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

describe('highlighted code colours (every token colour the real pages use)', () => {
  let rules: Array<{ theme: 'light' | 'dark'; selector: string; color: string }>;
  let background: { light: string; dark: string };

  beforeAll(async () => {
    // The highlighter's CSS once every code block of the real content is highlighted (the run's global setup).
    rules = [
      ...inject('realHighlightCss').matchAll(
        /^(:root\[data-theme="dark"\] )?(\.[\w-]+)\{(?:[^}]*;)?color:(#[0-9a-fA-F]{6})/gm,
      ),
    ].map((match) => ({
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
      .map((rule) => ({
        ...rule,
        ratio: Number(Color.contrast(rule.color, background[rule.theme], 'WCAG21').toFixed(2)),
      }))
      .filter((rule) => rule.ratio < 4.5);
    expect(failing).toEqual([]);
  });
});
