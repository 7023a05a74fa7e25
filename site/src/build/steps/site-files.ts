import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageContext } from '../page-links.ts';
import type { Site } from '../pipeline/load-site.ts';
import { ASSETS_IGNORE, cloudflareHeadersFile, llmsFullTxt, llmsTxt, robotsTxt, sitemapXml } from '../site-files.ts';
import type { BuildOutput } from './output.ts';

/**
 * Everything served next to the pages: the pages' rendered diagrams, the favicon, robots.txt, the sitemap, the
 * AI-ready markdown (llms.txt, llms-full.txt), and for Cloudflare the header policy and the list of files to leave out.
 */
export async function writeSiteFiles(
  root: string,
  site: Site,
  pageContexts: ReadonlyMap<string, PageContext>,
  output: BuildOutput,
): Promise<void> {
  for (const asset of site.assets) await output.write(asset.path, asset.content);
  await output.write('favicon.svg', await readFile(path.join(root, 'src/browser/favicon.svg')));
  await output.write('robots.txt', robotsTxt());
  await output.write('_headers', cloudflareHeadersFile());
  await output.write('.assetsignore', ASSETS_IGNORE);
  const pages = site.pages.map((page) => ({
    path: `/docs/${page._meta.path}`,
    lastModified: pageContexts.get(page._meta.path)?.lastUpdated,
  }));
  await output.write('sitemap.xml', sitemapXml([{ path: '/' }, ...pages]));
  await output.write('llms.txt', llmsTxt(site.navigation, site.pages));
  await output.write('llms-full.txt', llmsFullTxt(site.pages));
}
