import type { SearchResult } from '../../shared/types.ts';
import { highlight } from '../../shared/search/highlight.ts';
import { snippet } from '../../shared/search/snippet.ts';
import { Marked, SearchResultLink } from './search-result-view.ts';

interface SearchResultItemProps {
  result: SearchResult;
  id: string;
  query: string;
  selected: boolean;
  onHover: () => void;
  onChoose: () => void;
}

/** One option of the dialog's result list: the shared result link, with the query's words highlighted. */
export function SearchResultItem({ result, id, query, selected, onHover, onChoose }: SearchResultItemProps) {
  const { metadata } = result;
  return (
    <SearchResultLink
      result={result}
      id={id}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      onPointerMove={onHover}
      onClick={onChoose}
      heading={<Marked segments={highlight(metadata.title, query)} />}
      snippet={<Marked segments={highlight(snippet(metadata.content, query), query)} />}
    />
  );
}
