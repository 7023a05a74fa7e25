import type { PageContext } from '../page-links.ts';
import type { DocPage } from '../../shared/types.ts';

const DATE_FORMAT = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * A documentation page: breadcrumbs, title, summary, the compiled body (HTML made at build time from markdown), then at
 * its foot the versions its samples were checked with, when it was last updated, where to edit it, and the previous and
 * next pages in navigation order.
 */
export function DocPageView({ page, context }: { page: DocPage; context: PageContext }) {
  return (
    <article className="doc">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          <li>
            <a href="/">Home</a>
          </li>
          <li>
            <a href={context.category.href}>{context.category.title}</a>
          </li>
          <li>
            <span aria-current="page">{page.title}</span>
          </li>
        </ol>
      </nav>
      <header className="doc-header">
        <h1>{page.title}</h1>
        <p className="doc-summary">{page.summary}</p>
        <p className="doc-actions">
          <button type="button" className="text-button" data-copy-page={context.markdownHref} hidden>
            Copy page as Markdown
          </button>
          <a className="text-button" href={context.markdownHref}>
            View as Markdown
          </a>
          {context.assistants.map((assistant) => (
            <a key={assistant.name} className="text-button" href={assistant.href} target="_blank" rel="noopener">
              Open in {assistant.name}
              <span className="sr-only"> (opens in a new tab)</span>
              <span className="external-mark" aria-hidden="true">
                ↗
              </span>
            </a>
          ))}
        </p>
      </header>
      <div className="doc-body" dangerouslySetInnerHTML={{ __html: page.body }} />
      <footer className="doc-footer">
        {context.checkedWith.length > 0 && (
          <p className="doc-versions">
            Samples checked with{' '}
            {context.checkedWith.map((pkg, index) => (
              <span key={pkg.name}>
                {index > 0 && ', '}
                <code>
                  {pkg.name} {pkg.version}
                </code>
              </span>
            ))}
          </p>
        )}
        <p className="doc-meta">
          <span>
            Last updated <time dateTime={context.lastUpdated}>{DATE_FORMAT.format(new Date(context.lastUpdated))}</time>
          </span>
          <a href={context.editUrl}>Edit this page</a>
        </p>
        {(context.previous || context.next) && (
          <nav aria-label="Previous and next pages" className="pagination">
            {context.previous && (
              <a href={context.previous.href} rel="prev" className="pagination-link pagination-previous">
                <span className="pagination-label">Previous</span>
                <span className="pagination-title">{context.previous.title}</span>
              </a>
            )}
            {context.next && (
              <a href={context.next.href} rel="next" className="pagination-link pagination-next">
                <span className="pagination-label">Next</span>
                <span className="pagination-title">{context.next.title}</span>
              </a>
            )}
          </nav>
        )}
      </footer>
    </article>
  );
}

/** schema.org BreadcrumbList for a page: Home › category › page. */
export function breadcrumbJsonLd(page: DocPage, context: PageContext, siteUrl: string, pageUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/` },
      { '@type': 'ListItem', position: 2, name: context.category.title, item: siteUrl + context.category.href },
      { '@type': 'ListItem', position: 3, name: page.title, item: pageUrl },
    ],
  };
}
