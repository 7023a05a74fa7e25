import type { SearchResult } from '../../shared/types.ts';
import { snippet } from '../../search/snippet.ts';
import { Highlighted } from './Highlighted.tsx';

interface SearchResultItemProps {
  result: SearchResult;
  id: string;
  query: string;
  selected: boolean;
  onHover: () => void;
  onChoose: () => void;
}

/** One option of the result list: document title, section title and a snippet, with the query's words highlighted. */
export function SearchResultItem({ result, id, query, selected, onHover, onChoose }: SearchResultItemProps) {
  const { metadata } = result;
  return (
    <li id={id} role="option" aria-selected={selected} className="search-result" onPointerMove={onHover}>
      <a href={metadata.path} tabIndex={-1} onClick={onChoose}>
        <span className="search-result-document">{metadata.documentTitle}</span>
        {metadata.type === 'heading' && (
          <span className="search-result-section">
            <Highlighted text={metadata.title} query={query} />
          </span>
        )}
        <span className="search-result-snippet">
          <Highlighted text={snippet(metadata.content, query)} query={query} />
        </span>
      </a>
    </li>
  );
}
