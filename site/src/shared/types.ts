/** Data shapes shared by the build pipeline, the server and the browser UI (the spec's entities, section 3). */

/** A heading of a page, as listed in the table of contents and indexed for search. */
export interface Heading {
  level: number;
  text: string;
  slug: string;
}

/** Where a page came from and where it is served. */
export interface PageMeta {
  /** Path of the source file relative to the content root, e.g. "docs/templates/api.md". */
  filePath: string;
  /** File name without extension, e.g. "api". */
  fileName: string;
  /** Directory relative to content/docs, e.g. "templates". */
  directory: string;
  /** File extension without the dot, e.g. "md". */
  extension: string;
  /** Page path "section/name", e.g. "templates/api"; the route is "/docs/" + path. */
  path: string;
}

/** The spec's "Documentation page" entity. */
export interface DocPage {
  /** The markdown body, frontmatter removed. */
  content: string;
  title: string;
  summary: string;
  /** Words a reader uses for the page's subject that the title and summary do not say, searched with the summary. */
  keywords?: string[];
  /** The compiled body (HTML). */
  body: string;
  headings: Heading[];
  _meta: PageMeta;
}

/** The spec's "Search result" entity, as answered by GET /api/search. */
export interface SearchResult {
  id: string;
  metadata: {
    title: string;
    /** Route of the page, with "#slug" for a heading section. */
    path: string;
    level: number;
    type: 'page' | 'heading';
    content: string;
    documentTitle: string;
  };
}

/** One entry of the side navigation, already ordered. */
export interface NavLink {
  title: string;
  href: string;
}

export interface NavCategory {
  key: string;
  title: string;
  /** Empty when the category is collapsed. */
  links: NavLink[];
  /**
   * Set on a large site's pages for every category but the page's own (see `navigationForPage`): the category is shown
   * as a link to its first page, so a page's HTML does not grow with the number of pages.
   */
  collapsed?: { href: string; pages: number };
}

/** The text of a page split at its headings: the intro before the first heading, then one section per heading. */
export interface PageSections {
  intro: string;
  sections: Array<{ heading: Heading; text: string }>;
}
