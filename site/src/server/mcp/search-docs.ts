/**
 * The MCP tool `search_docs`: the site's search, the engine and ranking of GET /api/search (the same index, the same
 * query rules), answered for an agent: the best results with a snippet each, their address, and "did you mean" when
 * nothing matched.
 */
import type { SearchEngine } from '../../shared/search/engine.ts';
import { checkQuery } from '../../shared/search/query.ts';
import { snippet } from '../../shared/search/snippet.ts';

export const SEARCH_RESULTS = { default: 8, max: 20 } as const;

export interface DocsSearchResult {
  /** The section's heading, or the page's title for a page result. */
  title: string;
  /** The title of the page the result is on. */
  page: string;
  /** The page path to give read_page ("getting-started/quick-start"). */
  pagePath: string;
  url: string;
  snippet: string;
}

export interface DocsSearchAnswer {
  query: string;
  results: DocsSearchResult[];
  /** Queries to try instead, when nothing matched. */
  suggestions: string[];
}

/** The first `limit` results of /api/search for `query`, in its order; an error for a query the API refuses. */
export function searchDocs(
  engine: SearchEngine,
  query: string,
  limit: number,
  origin: string,
): DocsSearchAnswer | { error: string } {
  const check = checkQuery([query]);
  if (!check.ok) return { error: check.error };
  const results = check.query ? engine.search(check.query).slice(0, limit) : [];
  return {
    query: check.query,
    results: results.map(({ metadata }) => {
      const pagePath = metadata.path.replace(/^\/docs\//, '').replace(/#.*$/, '');
      return {
        title: metadata.title,
        page: metadata.documentTitle,
        pagePath,
        url: origin + metadata.path,
        snippet: snippet(metadata.content, check.query),
      };
    }),
    suggestions: check.query && results.length === 0 ? (engine.suggest?.(check.query) ?? []) : [],
  };
}

/** The answer as the text a model reads. */
export function searchAnswerText(answer: DocsSearchAnswer): string {
  if (answer.results.length === 0) {
    const tryInstead = answer.suggestions.length ? ` Did you mean: ${answer.suggestions.join(', ')}?` : '';
    return `No results for "${answer.query}".${tryInstead}`;
  }
  return answer.results
    .map((result, index) => {
      const where = result.title === result.page ? result.page : `${result.page} › ${result.title}`;
      return `${index + 1}. ${where}\n   ${result.url} (read_page path: ${result.pagePath})\n   ${result.snippet}`;
    })
    .join('\n');
}
