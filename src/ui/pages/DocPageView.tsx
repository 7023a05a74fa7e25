import type { DocPage } from '../../shared/types.ts';

/** A documentation page's content: title, summary and the compiled body (HTML made at build time from markdown). */
export function DocPageView({ page }: { page: DocPage }) {
  return (
    <article className="doc">
      <header className="doc-header">
        <h1>{page.title}</h1>
        <p className="doc-summary">{page.summary}</p>
      </header>
      <div className="doc-body" dangerouslySetInnerHTML={{ __html: page.body }} />
    </article>
  );
}
