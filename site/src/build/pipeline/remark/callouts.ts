import type { Paragraph, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';

export const CALLOUT_TYPES = {
  NOTE: 'Note',
  TIP: 'Tip',
  IMPORTANT: 'Important',
  WARNING: 'Warning',
  CAUTION: 'Caution',
} as const;

const MARKER = /^\[!([A-Za-z]+)\][ \t]*(?:\r?\n|$)/;

/** GitHub alert syntax (`> [!NOTE]` …) becomes a titled callout: <div class="callout callout-note" role="note">. */
export function remarkCallouts() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'blockquote', (node) => {
      const first = node.children[0];
      if (first?.type !== 'paragraph') return;
      const lead = first.children[0];
      if (lead?.type !== 'text') return;
      const match = MARKER.exec(lead.value);
      if (!match) return;
      const type = match[1]!.toUpperCase();
      if (!(type in CALLOUT_TYPES)) {
        file.message(
          `unknown callout "[!${match[1]}]": use one of ${Object.keys(CALLOUT_TYPES)
            .map((t) => `[!${t}]`)
            .join(', ')}`,
          node,
        );
        return;
      }
      lead.value = lead.value.slice(match[0].length);
      if (!lead.value) first.children.shift();
      if (first.children.length === 0) node.children.shift();
      const title: Paragraph = {
        type: 'paragraph',
        data: { hProperties: { className: ['callout-title'] } },
        children: [{ type: 'text', value: CALLOUT_TYPES[type as keyof typeof CALLOUT_TYPES] }],
      };
      node.children.unshift(title);
      node.data = {
        hName: 'div',
        hProperties: { className: ['callout', `callout-${type.toLowerCase()}`], role: 'note' },
      };
    });
  };
}
