import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';

/** Raw HTML could inject markup or scripts into the site, so pages are markdown only: every HTML node is an error. */
export function remarkRejectHtml() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'html', (node) => {
      const preview = node.value.trim().slice(0, 40);
      file.message(`raw HTML is not allowed in pages (${JSON.stringify(preview)}); use markdown instead`, node);
    });
  };
}
