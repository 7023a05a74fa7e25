import { createElement as h, Fragment, type AnchorHTMLAttributes, type ReactNode } from 'react';
import type { TextSegment } from '../../shared/search/highlight.ts';
import type { SearchResult } from '../../shared/types.ts';

/*
 * The search results as the reader sees them, one component for both places they appear: the dialog renders it with
 * React in the browser, and the no-JavaScript /search page renders it on the server with renderToStaticMarkup.
 * Written with createElement rather than JSX because the Node server runs its TypeScript sources as they are, and Node
 * strips types but does not compile JSX. Each component receives what it shows: the highlighted title and snippet are
 * made by the caller.
 */

type ResultLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  result: SearchResult;
  /** The result's own title, highlighted: the section's for a heading result, the page's for a page result. */
  heading: ReactNode;
  /** The snippet of the section's text, highlighted. */
  snippet: ReactNode;
};

/** One result, a real link (so it can also be opened in a new tab): document title, section title and snippet. */
export function SearchResultLink({ result, heading, snippet, ...anchor }: ResultLinkProps) {
  return h(
    'a',
    { ...anchor, href: result.metadata.path, className: 'search-result' },
    h('span', { className: 'search-result-document' }, result.metadata.documentTitle),
    h('span', { className: 'search-result-section' }, heading),
    h('span', { className: 'search-result-snippet' }, snippet),
  );
}

/** Text segments with the query's words in <mark>; text is rendered as text nodes, never as HTML. */
export function Marked({ segments }: { segments: readonly TextSegment[] }) {
  return h(
    Fragment,
    null,
    segments.map((segment, index) => (segment.match ? h('mark', { key: index }, segment.text) : segment.text)),
  );
}

export interface PageResult {
  result: SearchResult;
  heading: readonly TextSegment[];
  snippet: readonly TextSegment[];
}

/** The results of the no-JavaScript /search page: a status line, then the results as an ordered list of links. */
export function SearchPageResults({
  query,
  results,
  error,
  suggestions = [],
}: {
  query: string;
  results: readonly PageResult[];
  error?: string;
  /** "Did you mean": queries the index can answer, each a link to its own search (shown when nothing matched). */
  suggestions?: readonly string[];
}) {
  const status = (text: string) => h('p', { className: 'search-page-status', role: 'status' }, text);
  if (error) return status(error);
  if (!query) return status('Type words to search the documentation.');
  if (results.length === 0) {
    return h(
      Fragment,
      null,
      status(`No results for “${query}”`),
      suggestions.length > 0 &&
        h(
          'p',
          { className: 'search-suggestions' },
          'Did you mean ',
          suggestions.map((suggestion, index) =>
            h(
              Fragment,
              { key: suggestion },
              index > 0 && ', ',
              h('a', { href: `/search?query=${encodeURIComponent(suggestion)}` }, suggestion),
            ),
          ),
          '?',
        ),
    );
  }
  return h(
    Fragment,
    null,
    status(`${results.length} result${results.length === 1 ? '' : 's'} for “${query}”`),
    h(
      'ol',
      { className: 'search-results-page' },
      results.map(({ result, heading, snippet }) =>
        h(
          'li',
          { key: result.id },
          h(SearchResultLink, {
            result,
            heading: h(Marked, { segments: heading }),
            snippet: h(Marked, { segments: snippet }),
          }),
        ),
      ),
    ),
  );
}
