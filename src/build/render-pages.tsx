import { renderToStaticMarkup } from 'react-dom/server';
import type { DocPage, NavCategory } from '../shared/types.ts';
import { docsHref } from '../shared/routes.ts';
import { SITE } from '../site-config.ts';
import { Document, type DocumentAssets } from '../ui/pages/Document.tsx';
import { DocPageView } from '../ui/pages/DocPageView.tsx';
import { HomePage } from '../ui/pages/HomePage.tsx';
import { Layout } from '../ui/pages/Layout.tsx';
import { NotFoundPage } from '../ui/pages/NotFoundPage.tsx';

export interface RenderContext {
  navigation: NavCategory[];
  assets: DocumentAssets;
}

function html(element: React.ReactElement): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
}

/** Prerenders one documentation page to a complete HTML document. */
export function renderDocPage(page: DocPage, { navigation, assets }: RenderContext): string {
  const href = docsHref(page._meta.path);
  return html(
    <Document title={page.title} description={page.summary} canonicalPath={href} assets={assets}>
      <Layout navigation={navigation} currentHref={href} toc={{ headings: page.headings }} sidebar>
        <DocPageView page={page} />
      </Layout>
    </Document>,
  );
}

export function renderHomePage({ navigation, assets }: RenderContext): string {
  return html(
    <Document title={SITE.name} description={SITE.description} canonicalPath="/" assets={assets}>
      <Layout navigation={navigation} sidebar={false}>
        <HomePage />
      </Layout>
    </Document>,
  );
}

export function renderNotFoundPage({ navigation, assets }: RenderContext): string {
  return html(
    <Document title="Page not found" description="There is no page at this address." assets={assets}>
      <Layout navigation={navigation} sidebar>
        <NotFoundPage />
      </Layout>
    </Document>,
  );
}
