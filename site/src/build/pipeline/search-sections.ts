import type { Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import type { Heading, PageSections } from '../../shared/types.ts';
import { plainText } from './plain-text.ts';

/** Code blocks that become pictures (diagrams, screenshots): their source is not text a reader searches for. */
const PICTURE_LANGUAGES = new Set(['mermaid', 'screenshot']);

declare module 'vfile' {
  interface DataMap {
    sections: PageSections;
  }
}

/** Records the page's search sections in `file.data.sections`; runs after `remarkHeadings`, before code is rendered. */
export function remarkSearchSections() {
  return (tree: Root, file: VFile) => {
    file.data.sections = splitSections(tree, file.data.headings ?? []);
  };
}

/**
 * Splits a page's syntax tree into search sections. Each heading (any level) opens a section that runs to the next
 * heading; code is included as text so identifiers, flags and numbers are findable. `headings` must be the page's
 * headings in document order (from the same pass that gave them their slugs).
 */
export function splitSections(tree: Root, headings: readonly Heading[]): PageSections {
  const intro: string[] = [];
  const parts: string[][] = [];
  let current = intro;
  for (const node of tree.children) {
    if (node.type === 'heading') {
      current = [];
      parts.push(current);
      continue;
    }
    const text = blockText(node);
    if (text) current.push(text);
  }
  if (parts.length !== headings.length) throw new Error('splitSections: the heading list does not match the tree');
  return {
    intro: intro.join(' '),
    sections: headings.map((heading, index) => ({ heading, text: parts[index]!.join(' ') })),
  };
}

function blockText(node: RootContent): string {
  if (node.type === 'yaml' || node.type === 'html' || node.type === 'definition') return '';
  if (node.type === 'code') return PICTURE_LANGUAGES.has(node.lang ?? '') ? '' : node.value.replace(/\s+/g, ' ').trim();
  return plainText(node);
}
