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

const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';

/**
 * Renders a mermaid diagram to two static SVG files (light and dark theme) at build time, so no diagram library reaches
 * the browser. Files are named by a hash of their content (cacheable forever). The renderer's web-font import is removed:
 * the site loads nothing from third-party hosts.
 */
export function renderDiagram(source: string): RenderedDiagram {
  const files: DiagramFile[] = [];
  let width = 0;
  let height = 0;
  for (const theme of ['light', 'dark'] as const) {
    const svg = renderMermaidSVG(source, { ...PALETTES[theme], font: FONT }).replace(/@import url\([^)]*\);?/g, '');
    const size = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
    width = Math.round(Number(size?.[1] ?? 0));
    height = Math.round(Number(size?.[2] ?? 0));
    const hash = createHash('sha256').update(svg).digest('hex').slice(0, 12);
    files.push({ path: `assets/diagrams/${hash}.svg`, content: svg, theme });
  }
  return { files, width, height };
}
