/** Answered with status 404 for any unknown path. */
export function NotFoundPage() {
  return (
    <article className="doc not-found">
      <header className="doc-header">
        <p className="not-found-code">404</p>
        <h1>Page not found</h1>
        <p className="doc-summary">There is no page at this address. It may have moved, or the link may be mistyped.</p>
      </header>
      <div className="doc-body">
        <p>Try one of these, search the docs with the box at the top, or pick a page from the navigation.</p>
        <ul>
          <li>
            <a href="/">Home</a>
          </li>
          <li>
            <a href="/docs/getting-started/quick-start">Quick Start</a>
          </li>
          <li>
            <a href="/docs/templates/overview">Templates overview</a>
          </li>
        </ul>
      </div>
    </article>
  );
}
