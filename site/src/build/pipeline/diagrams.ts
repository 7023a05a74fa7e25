import { createHash } from 'node:crypto';
import { renderMermaidSVG } from 'beautiful-mermaid';

export interface DiagramFile {
  path: string;
  content: string;
  theme: 'light' | 'dark';
}

export interface RenderedDiagram {
  files: DiagramFile[];
  width: number;
  height: number;
}

const PALETTES = {
  light: { bg: '#ffffff', fg: '#1f2328', accent: '#d4580b', transparent: true },
  dark: { bg: '#0f1115', fg: '#e6e8eb', accent: '#f6821f', transparent: true },
} as const;

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/**
 * Renders a mermaid diagram to two static SVG files (light and dark theme) at build time, so no diagram library reaches
 * the browser. Files are named by a hash of their content (cacheable forever). Each file is self-contained
 * (`selfContainedSvg`): it loads nothing from third-party hosts, and opened on its own ("Open the diagram full size") it
 * shows the same picture under the site's content security policy, which refuses inline styles.
 */
export function renderDiagram(source: string): RenderedDiagram {
  const files: DiagramFile[] = [];
  let width = 0;
  let height = 0;
  for (const theme of ['light', 'dark'] as const) {
    const svg = selfContainedSvg(renderMermaidSVG(source, { ...PALETTES[theme], font: FONT }), FONT);
    const size = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
    width = Math.round(Number(size?.[1] ?? 0));
    height = Math.round(Number(size?.[2] ?? 0));
    const hash = createHash('sha256').update(svg).digest('hex').slice(0, 12);
    files.push({ path: `assets/diagrams/${hash}.svg`, content: svg, theme });
  }
  return { files, width, height };
}

/**
 * The renderer's SVG without inline styles: its colours are CSS custom properties (`--bg`, `--fg`, `--accent` in the root
 * element's `style`, the derived `--_text`, `--_line`… in a `<style>` element, used as `fill="var(--_text)"`), which a
 * page's `style-src 'self'` refuses when the file is opened on its own (every shape then paints black). Here each
 * `var(…)` becomes the colour it stands for, the font moves to a `font-family` attribute, the `<style>` element (with its
 * web-font imports) and the root `style` go, and a background of the palette's `--bg` is painted (the same colour as the page behind the image).
 * Anything the function does not know (another CSS rule, a colour function other than `color-mix` in sRGB) throws, so a
 * renderer upgrade cannot silently produce a broken picture.
 */
export function selfContainedSvg(svg: string, font: string): string {
  const root = /^<svg\b[^>]*>/.exec(svg);
  if (!root) throw new Error('diagram: the SVG does not start with <svg>');
  const rootStyle = /\sstyle="([^"]*)"/.exec(root[0]);
  const declarations = new Map<string, string>();
  for (const [name, value] of customProperties(rootStyle?.[1] ?? '', 'the root style')) declarations.set(name, value);
  const styles = [...svg.matchAll(/<style>([\s\S]*?)<\/style>/g)];
  for (const style of styles) {
    for (const rule of cssRules(style[1]!)) {
      if (rule.selector === 'svg') {
        for (const [name, value] of customProperties(rule.body, 'the svg rule')) declarations.set(name, value);
      } else if (rule.selector !== 'text' || !/^font-family:[^;]*;?$/.test(rule.body)) {
        throw new Error(`diagram: unexpected style rule "${rule.selector} { ${rule.body} }"`);
      }
    }
  }
  const resolve = colourResolver(declarations);
  const background = resolve('var(--bg)');
  const openTag = root[0].replace(/\sstyle="[^"]*"/, '').replace(/>$/, ` font-family="${font.replace(/"/g, "'")}">`);
  const body = svg
    .slice(root[0].length)
    .replace(/<style>[\s\S]*?<\/style>\n?/g, '')
    .replace(/="([^"]*\bvar\([^"]*)"/g, (_match, value: string) => `="${resolve(value)}"`);
  if (/\sstyle=|<style|var\(/.test(body)) throw new Error('diagram: an inline style or var() is left in the SVG');
  return `${openTag}\n<rect width="100%" height="100%" fill="${background}" />${body}`;
}

function cssRules(css: string): Array<{ selector: string; body: string }> {
  const rules: Array<{ selector: string; body: string }> = [];
  // The renderer's web-font imports (Google Fonts) go: the site loads nothing from third-party hosts.
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/@import url\([^)]*\);?/g, '');
  const pattern = /([^{}]+)\{([^{}]*)\}/g;
  let rest = withoutComments;
  for (const match of withoutComments.matchAll(pattern)) {
    rules.push({ selector: match[1]!.trim(), body: match[2]!.trim().replace(/\s+/g, ' ') });
    rest = rest.replace(match[0], '');
  }
  if (rest.trim() !== '') throw new Error(`diagram: unexpected CSS "${rest.trim()}"`);
  return rules;
}

function customProperties(declarations: string, where: string): Array<[string, string]> {
  return declarations
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration !== '')
    .map((declaration) => {
      const match = /^(--[\w-]+)\s*:\s*(.+)$/.exec(declaration);
      if (!match) throw new Error(`diagram: unexpected declaration "${declaration}" in ${where}`);
      return [match[1]!, match[2]!.trim()];
    });
}

/**
 * A function that turns a colour expression into `#rrggbb`: a hex colour, `var(--name)` or `var(--name, fallback)`
 * (looked up in `declarations`, whose values are expressions themselves), or `color-mix(in srgb, A p%, B)` (A weighted
 * p %, B the rest; without p, half each). Throws on anything else, on an unknown name without a fallback, and on a cycle.
 */
export function colourResolver(declarations: ReadonlyMap<string, string>): (expression: string) => string {
  const resolving = new Set<string>();
  const resolve = (expression: string): string => {
    const text = expression.trim();
    const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text);
    if (hex) return normaliseHex(hex[1]!);
    const call = /^([a-z-]+)\((.*)\)$/is.exec(text);
    if (call?.[1] === 'var') {
      const [rawName = '', fallback] = splitArguments(call[2]!);
      const name = rawName.trim();
      const value = declarations.get(name);
      if (value === undefined) {
        if (fallback === undefined) throw new Error(`diagram: ${name} is not defined`);
        return resolve(fallback);
      }
      if (resolving.has(name)) throw new Error(`diagram: ${name} refers to itself`);
      resolving.add(name);
      try {
        return resolve(value);
      } finally {
        resolving.delete(name);
      }
    }
    if (call?.[1] === 'color-mix') {
      const [space, first, second, ...extra] = splitArguments(call[2]!);
      if (space?.trim() !== 'in srgb' || first === undefined || second === undefined || extra.length > 0)
        throw new Error(`diagram: unsupported color-mix "${text}"`);
      const weighted = /^(.*?)\s+([\d.]+)%$/.exec(first.trim());
      if (/%\s*$/.test(second)) throw new Error(`diagram: unsupported color-mix "${text}"`);
      const weight = weighted ? Number(weighted[2]) / 100 : 0.5;
      return mix(resolve(weighted ? weighted[1]! : first), resolve(second), weight);
    }
    throw new Error(`diagram: unsupported colour "${text}"`);
  };
  return resolve;
}

/** The arguments of a CSS function, split at the commas that are not inside parentheses. */
function splitArguments(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function normaliseHex(digits: string): string {
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return `#${full.toLowerCase()}`;
}

/** `color-mix(in srgb, a weight, b)` of two opaque colours: each channel weighted, rounded to 8 bits. */
function mix(a: string, b: string, weight: number): string {
  const channel = (hex: string, index: number) => Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const channels = [0, 1, 2].map((index) => Math.round(channel(a, index) * weight + channel(b, index) * (1 - weight)));
  return `#${channels.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}
