import type { DocPage, SearchResult } from '../types.ts';
import { docsHref } from '../routes.ts';
import type { PageSections } from '../types.ts';

/** A search index record: the result's stored fields plus `text`, what is indexed for full-text search. */
export interface SearchRecord {
  id: string;
  title: string;
  path: string;
  level: number;
  type: SearchResult['metadata']['type'];
  content: string;
  documentTitle: string;
  /** Indexed text: for a page its summary and the intro before the first heading; for a heading its section text. */
  text: string;
  /** A page's keywords (frontmatter), searched with its summary; never shown. */
  keywords?: string;
}

/** One record per page (level 1, content = summary) and one per heading section (content = the section text). */
export function buildSearchRecords(page: DocPage, sections: PageSections): SearchRecord[] {
  const href = docsHref(page._meta.path);
  const records: SearchRecord[] = [
    {
      id: href,
      title: page.title,
      path: href,
      level: 1,
      type: 'page',
      content: page.summary,
      documentTitle: page.title,
      text: `${page.summary} ${sections.intro}`.trim(),
      ...(page.keywords?.length ? { keywords: page.keywords.join(', ') } : {}),
    },
  ];
  for (const { heading, text } of sections.sections) {
    const path = docsHref(page._meta.path, heading.slug);
    records.push({
      id: path,
      title: heading.text,
      path,
      level: heading.level,
      type: 'heading',
      content: text,
      documentTitle: page.title,
      text,
    });
  }
  return records;
}
