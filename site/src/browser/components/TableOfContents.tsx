import { buildTocTree, type TocItem } from '../../shared/toc.ts';
import type { TocProps } from '../page-data.ts';

export const TOC_LIST_ID = 'toc-list';

/**
 * "On this page": the page's h2/h3 headings as anchor links, rendered at build time. The first heading is active
 * (aria-current) in the HTML itself; lib/table-of-contents.ts then follows the reader (the heading clicked or scrolled
 * to) and keeps the active link in view, without React. On narrow screens the list is a disclosure above the article.
 */
export function TableOfContents({ headings }: TocProps) {
  const tree = buildTocTree(headings);
  if (tree.length === 0) return null;
  const active = tree[0]!.slug;

  const renderItems = (items: TocItem[]) => (
    <ul>
      {items.map((item) => (
        <li key={item.slug}>
          <a href={`#${item.slug}`} aria-current={item.slug === active ? 'true' : undefined}>
            {item.text}
          </a>
          {item.children.length > 0 && renderItems(item.children)}
        </li>
      ))}
    </ul>
  );

  return (
    <nav className="toc" aria-labelledby="toc-title" data-expanded="false">
      <h2 id="toc-title" className="toc-title">
        <span className="toc-title-text">On this page</span>
        <button type="button" className="toc-toggle" aria-expanded="false" aria-controls={TOC_LIST_ID}>
          On this page
        </button>
      </h2>
      <div id={TOC_LIST_ID} className="toc-list">
        {renderItems(tree)}
      </div>
    </nav>
  );
}
