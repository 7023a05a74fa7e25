import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import type { Heading } from '../../../shared/types.ts';
import { plainText } from '../plain-text.ts';
import { createSlugger } from '../slugger.ts';

declare module 'vfile' {
  interface DataMap {
    headings: Heading[];
  }
}

/** Gives every heading its id and records the page's headings (level, text, slug) in `file.data.headings`. */
export function remarkHeadings() {
  return (tree: Root, file: VFile) => {
    const slug = createSlugger();
    const headings: Heading[] = [];
    visit(tree, 'heading', (node, _index, parent) => {
      const text = plainText(node);
      if (parent?.type !== 'root') file.message('headings must not be nested in lists or quotes', node);
      if (node.depth === 1) {
        file.message(
          'a "# " heading is not allowed in the body: the page title comes from the frontmatter; use "## "',
          node,
        );
      }
      if (!text) file.message('empty heading', node);
      const id = slug(text);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      headings.push({ level: node.depth, text, slug: id });
    });
    file.data.headings = headings;
  };
}
