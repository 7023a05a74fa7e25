import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runnerImport } from 'vite';
import type * as RenderPages from '../render-pages.tsx';
import type { RenderContext } from '../render-pages.tsx';
import type { Site } from '../pipeline/load-site.ts';
import { pageMarkdown } from '../site-files.ts';
import type { BuildOutput } from './output.ts';

export type PageRenderer = typeof RenderPages;

/** The prerenderer, loaded through Vite's module runner: it is TSX, which Node does not run by itself. */
export async function loadPageRenderer(root: string): Promise<PageRenderer> {
  const { module } = await runnerImport<PageRenderer>('/src/build/render-pages.tsx', {
    root,
    configFile: false,
    logLevel: 'warn',
  });
  return module;
}

/**
 * Every docs page as HTML and as its markdown, the home page, the 404 page, and the /search template (a JSON string,
 * so both servers can load it: the Node server reads it, the Worker bundles it).
 */
export async function writePages(
  site: Site,
  render: PageRenderer,
  context: RenderContext,
  output: BuildOutput,
): Promise<void> {
  for (const page of site.pages) {
    const pagePath = page._meta.path;
    await output.write(`docs/${pagePath}.html`, render.renderDocPage(page, context));
    await output.write(`docs/${pagePath}.md`, pageMarkdown(page));
  }
  await output.write('index.html', render.renderHomePage(context));
  await output.write('404.html', render.renderNotFoundPage(context));
  await writeFile(path.join(output.dist, 'search-page.json'), JSON.stringify(render.renderSearchPage(context)));
}
