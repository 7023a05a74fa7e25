import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';

export interface PageLink {
  url: string;
  line: number | undefined;
}

declare module 'vfile' {
  interface DataMap {
    links: PageLink[];
  }
}

/**
 * Records every link of the page for the build-time link check. Links to other pages must be absolute ("/docs/…"):
 * relative links depend on the URL form and break silently, so they are an error here.
 */
export function remarkCollectLinks() {
  return (tree: Root, file: VFile) => {
    const links: PageLink[] = [];
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const { url } = node;
      if (/^(?:[a-z][a-z+.-]*:|\/|#)/i.test(url)) {
        links.push({ url, line: node.position?.start.line });
      } else {
        file.message(
          `relative link "${url}": link to pages with an absolute path such as /docs/getting-started/quick-start`,
          node,
        );
      }
    });
    file.data.links = links;
  };
}
