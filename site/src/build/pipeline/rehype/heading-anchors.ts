import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';

const HEADING = /^h[2-6]$/;

/**
 * Wraps each section heading with a permalink placed after it (not inside it, so the heading's accessible name stays
 * its own text): <div class="heading"><h2 id="x">Text</h2><a href="#x">…</a></div>.
 */
export function rehypeHeadingAnchors() {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (!parent || index === undefined || !HEADING.test(node.tagName)) return;
      const id = node.properties.id;
      if (typeof id !== 'string') return;
      const anchor: Element = {
        type: 'element',
        tagName: 'a',
        properties: { className: ['heading-anchor'], href: `#${id}` },
        children: [
          {
            type: 'element',
            tagName: 'span',
            properties: { ariaHidden: 'true' },
            children: [{ type: 'text', value: '#' }],
          },
          {
            type: 'element',
            tagName: 'span',
            properties: { className: ['sr-only'] },
            children: [{ type: 'text', value: `Section titled “${toString(node)}”` }],
          },
        ],
      };
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['heading', `heading-${node.tagName}`] },
        children: [node, anchor],
      };
      return SKIP;
    });
  };
}
