import type { Nodes } from 'mdast';

const INLINE = new Set(['emphasis', 'strong', 'delete', 'link', 'linkReference', 'text', 'inlineCode']);

/**
 * Plain text of a markdown node for search: inline content is joined as written, block content (paragraphs, list items,
 * table cells, code) is separated by spaces so words of neighbouring blocks never run together. Whitespace is collapsed.
 */
export function plainText(node: Nodes): string {
  return collapse(textOf(node));
}

function textOf(node: Nodes): string {
  if (node.type === 'image') return node.alt ?? '';
  if ('value' in node && typeof node.value === 'string')
    return node.type === 'html' || node.type === 'yaml' ? '' : node.value;
  if (!('children' in node)) return '';
  const separator = INLINE.has(node.type) || node.type === 'paragraph' || node.type === 'heading' ? '' : ' ';
  return (node.children as Nodes[]).map(textOf).join(separator);
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
