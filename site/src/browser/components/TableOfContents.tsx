import { useEffect, useMemo, useRef, useState } from 'react';
import { buildTocTree, flattenToc, type TocItem } from '../../shared/toc.ts';
import type { TocProps } from '../page-data.ts';
import { ScrollSpy } from '../lib/scroll-spy.ts';

const LIST_ID = 'toc-list';

/**
 * "On this page": the page's h2/h3 headings as anchor links. The active heading (the first one at the start, then the
 * one clicked or scrolled to) carries aria-current and is kept scrolled into view inside a long list. On narrow screens
 * the list is a disclosure above the article.
 */
export function TableOfContents({ headings }: TocProps) {
  const tree = useMemo(() => buildTocTree(headings), [headings]);
  const slugs = useMemo(() => flattenToc(tree), [tree]);
  const [active, setActive] = useState(slugs[0]);
  const [expanded, setExpanded] = useState(false);
  const spyRef = useRef<ScrollSpy | undefined>(undefined);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const spy = new ScrollSpy(slugs, setActive);
    spyRef.current = spy;
    return spy.start();
  }, [slugs]);

  useEffect(() => {
    const container = listRef.current;
    const link = container?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!container || !link || container.scrollHeight <= container.clientHeight) return;
    const top = link.offsetTop - container.offsetTop;
    if (top < container.scrollTop || top + link.offsetHeight > container.scrollTop + container.clientHeight) {
      container.scrollTop = top - container.clientHeight / 2;
    }
  }, [active]);

  if (tree.length === 0) return null;

  const renderItems = (items: TocItem[]) => (
    <ul>
      {items.map((item) => (
        <li key={item.slug}>
          <a
            href={`#${item.slug}`}
            aria-current={item.slug === active ? 'true' : undefined}
            onClick={() => {
              spyRef.current?.pin(item.slug);
              setExpanded(false);
            }}
          >
            {item.text}
          </a>
          {item.children.length > 0 && renderItems(item.children)}
        </li>
      ))}
    </ul>
  );

  return (
    <nav className="toc" aria-labelledby="toc-title" data-expanded={expanded}>
      <h2 id="toc-title" className="toc-title">
        <span className="toc-title-text">On this page</span>
        <button
          type="button"
          className="toc-toggle"
          aria-expanded={expanded}
          aria-controls={LIST_ID}
          onClick={() => setExpanded(!expanded)}
        >
          On this page
        </button>
      </h2>
      <div id={LIST_ID} ref={listRef} className="toc-list">
        {renderItems(tree)}
      </div>
    </nav>
  );
}
