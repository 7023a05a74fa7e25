import { SEARCH_QUERY_MARKER, SEARCH_RESULTS_MARKER } from '../../shared/search-page-markers.ts';

/**
 * /search?query=…: the search that works without JavaScript. The header's search box submits here; the server fills in
 * the query and the same results the dialog shows, with snippets.
 */
export function SearchPage() {
  return (
    <article className="doc search-page">
      <header className="doc-header">
        <h1>Search</h1>
      </header>
      <form role="search" action="/search" method="get" className="search-page-form">
        <label htmlFor="search-page-query" className="sr-only">
          Search documentation
        </label>
        <input
          id="search-page-query"
          type="search"
          name="query"
          defaultValue={SEARCH_QUERY_MARKER}
          placeholder="Search documentation"
          maxLength={200}
        />
        <button type="submit" className="button button-primary">
          Search
        </button>
      </form>
      <div className="search-page-results" dangerouslySetInnerHTML={{ __html: SEARCH_RESULTS_MARKER }} />
    </article>
  );
}
