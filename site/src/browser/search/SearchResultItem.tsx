import type { SearchResult } from '../../shared/types.ts';
import { snippet } from '../../shared/search/snippet.ts';
import { Highlighted } from './Highlighted.tsx';

interface SearchResultItemProps {
  result: SearchResult;
  id: string;
  query: string;
  selected: boolean;
  onHover: () => void;
  onChoose: () => void;
}

/** One option of the result list (a real link, so it can also be opened in a new tab): document title, section title and a snippet, with the query's words highlighted. */
export function SearchResultItem({ result, id, query, selected, onHover, onChoose }: SearchResultItemProps) {
  const { metadata } = result;
  return (
    <a id={id} href={metadata.path} role="option" aria-selected={selected} tabIndex={-1} className="search-result" onPointerMove={onHover} onClick={onChoose}>
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
  );
}
