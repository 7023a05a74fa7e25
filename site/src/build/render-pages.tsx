import { renderToStaticMarkup } from 'react-dom/server';
import type { DocPage, NavCategory } from '../shared/types.ts';
import { docsHref } from '../shared/routes.ts';
import { SITE } from '../shared/site-config.ts';
import { Document, type DocumentAssets } from './pages/Document.tsx';
import { breadcrumbJsonLd, DocPageView } from './pages/DocPageView.tsx';
import type { PageContext } from './page-links.ts';
import { navigationForPage } from './pipeline/navigation.ts';
import { HomePage } from './pages/HomePage.tsx';
import { Layout } from './pages/Layout.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { SearchPage } from './pages/SearchPage.tsx';
import { builderHtml, withBuilderSection } from './pages/builder-section.ts';
import type { CreateData } from '../shared/agents/mcp-data.ts';
import { BUILDER_PAGE_PATH } from '../shared/builder/answers.ts';

export interface RenderContext {
  navigation: NavCategory[];
  assets: DocumentAssets;
  /** Per page path: breadcrumbs, previous/next, edit link, last update. */
  pageContexts: ReadonlyMap<string, PageContext>;
  /** The command builder's data (its page, CLI Options, shows the builder when given). */
  builder?: CreateData;
}

/** Where a page's Open Graph image is written and served. */
export function ogImagePath(pagePath: string): string {
  return `/og/${pagePath}.png`;
}

function html(element: React.ReactElement): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
}

/** Prerenders one documentation page to a complete HTML document. */
export function renderDocPage(page: DocPage, { navigation, assets, pageContexts, builder }: RenderContext): string {
  if (builder && page._meta.path === BUILDER_PAGE_PATH) {
    page = { ...page, body: withBuilderSection(page.body, builderHtml(builder)) };
  }
  const href = docsHref(page._meta.path);
  const context = pageContexts.get(page._meta.path);
  if (!context) throw new Error(`No page context for ${page._meta.path}`);
  const jsonLd = breadcrumbJsonLd(page, context, SITE.url, SITE.url + href);
  return html(
    <Document
      title={page.title}
      description={page.summary}
      canonicalPath={href}
      ogImage={ogImagePath(page._meta.path)}
      jsonLd={jsonLd}
      assets={assets}
    >
      <Layout
        navigation={navigationForPage(navigation, href)}
        currentHref={href}
        toc={{ headings: page.headings }}
        sidebar
      >
        <DocPageView page={page} context={context} />
      </Layout>
    </Document>,
  );
}

export function renderHomePage({ navigation, assets }: RenderContext): string {
  return html(
    <Document
      title={SITE.name}
      description={SITE.description}
      canonicalPath="/"
      ogImage={ogImagePath('index')}
      ogType="website"
      assets={assets}
    >
      <Layout navigation={navigationForPage(navigation)} sidebar={false}>
        <HomePage />
      </Layout>
    </Document>,
  );
}

export function renderNotFoundPage({ navigation, assets }: RenderContext): string {
  return html(
    <Document title="Page not found" description="There is no page at this address." noIndex assets={assets}>
      <Layout navigation={navigationForPage(navigation)} sidebar>
        <NotFoundPage />
      </Layout>
    </Document>,
  );
}

/** The template of /search (markers filled in by the server per request). */
export function renderSearchPage({ navigation, assets }: RenderContext): string {
  return html(
    <Document title="Search" description="Search the Flarekit documentation." noIndex assets={assets}>
      <Layout navigation={navigationForPage(navigation)} sidebar>
        <SearchPage />
      </Layout>
    </Document>,
  );
}
