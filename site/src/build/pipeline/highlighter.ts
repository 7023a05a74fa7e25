import type { Element, Root } from 'hast';
import { createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';
import { transformerStyleToClass } from '@shikijs/transformers';

/** Languages pages may use in code blocks; anything else fails the build, naming the block. */
export const CODE_LANGUAGES = [
  'ts',
  'typescript',
  'tsx',
  'js',
  'javascript',
  'jsx',
  'json',
  'jsonc',
  'sh',
  'bash',
  'shell',
  'sql',
  'toml',
  'yaml',
  'md',
  'diff',
  'html',
  'css',
  'dotenv',
  'txt',
  'text',
] as const;

const PLAIN = new Set(['txt', 'text']);
const THEMES = { light: 'github-light', dark: 'github-dark' } as const;
/**
 * Theme colours below the WCAG AA contrast of 4.5:1 on the code background (#ffffff light, #24292e dark), replaced by
 * the nearest shade that passes: github-light's orange (3.5:1) and github-dark's comment grey (3.1:1). The unit tests
 * check every colour the highlighter emits.
 */
const COLOR_REPLACEMENTS = {
  'github-light': { '#e36209': '#c24e00' },
  'github-dark': { '#6a737d': '#959da5' },
};

/**
 * Shiki runs at build time only: the browser receives highlighted HTML with class names, never a highlighter.
 * Inline colour styles are turned into classes (so the content security policy needs no inline styles); the matching
 * stylesheet, with a dark-theme variant, comes from `highlightCss()`.
 */
const styleToClass = transformerStyleToClass({ classPrefix: 'sh-' });
let highlighter: Promise<Highlighter> | undefined;

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: Object.values(THEMES),
    langs: CODE_LANGUAGES.filter((lang) => !PLAIN.has(lang)) as BundledLanguage[],
  });
  return highlighter;
}

export function isKnownLanguage(lang: string): boolean {
  return (CODE_LANGUAGES as readonly string[]).includes(lang);
}

/** Highlights code into a `<pre>` element; `highlightLines` (1-based) get the class "highlighted". */
export async function highlightToHast(
  code: string,
  lang: string,
  highlightLines: readonly number[] = [],
): Promise<Element> {
  const shiki = await getHighlighter();
  const marked = new Set(highlightLines);
  const root = shiki.codeToHast(code, {
    lang: PLAIN.has(lang) ? 'text' : lang,
    themes: THEMES,
    defaultColor: 'light',
    colorReplacements: COLOR_REPLACEMENTS,
    transformers: [
      {
        line(node, line) {
          if (marked.has(line)) this.addClassToHast(node, 'highlighted');
        },
      },
      styleToClass,
    ],
  }) as Root;
  const pre = root.children.find((child): child is Element => child.type === 'element' && child.tagName === 'pre');
  if (!pre) throw new Error('Shiki returned no <pre> element');
  return pre;
}

/**
 * The CSS for every class the highlighter produced so far. Light colours apply by default; the dark ones
 * (`--shiki-dark`) apply under `:root[data-theme="dark"]`.
 */
export function highlightCss(): string {
  const rules: string[] = [];
  for (const [className, style] of styleToClass.getClassRegistry()) {
    const declarations = typeof style === 'string' ? parseStyle(style) : style;
    const light: string[] = [];
    const dark: string[] = [];
    for (const [property, value] of Object.entries(declarations)) {
      if (property.startsWith('--shiki-dark')) {
        dark.push(`${darkPropertyName(property)}:${value}`);
      } else {
        light.push(`${property}:${value}`);
      }
    }
    if (light.length) rules.push(`.${className}{${light.join(';')}}`);
    if (dark.length) rules.push(`:root[data-theme="dark"] .${className}{${dark.join(';')}}`);
  }
  return rules.join('\n');
}

/** "--shiki-dark" → color, "--shiki-dark-bg" → background-color, "--shiki-dark-font-style" → font-style. */
function darkPropertyName(property: string): string {
  if (property === '--shiki-dark') return 'color';
  if (property === '--shiki-dark-bg') return 'background-color';
  return property.replace('--shiki-dark-', '');
}

function parseStyle(style: string): Record<string, string> {
  const entries = style
    .split(';')
    .map((declaration) => declaration.split(':'))
    .filter((parts): parts is [string, string] => parts.length >= 2)
    .map(([property, ...value]) => [property.trim(), value.join(':').trim()] as const);
  return Object.fromEntries(entries);
}
