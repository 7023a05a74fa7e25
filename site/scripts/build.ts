/**
 * `npm run build`: content → pipeline → search index → prerendered pages, all into dist/.
 * (DIST_DIR moves the output; CONTENT_ROOT reads content from another folder.)
 *   dist/client/          what the server serves: pages (.html), assets (hashed JS, CSS, diagrams), precompressed .br/.gz
 *   dist/search-index.bin   the search index file (index-file.ts), loaded once by the server
 *   dist/search-page.json  the template of /search (the search that works without JavaScript), as a JSON string
 * Invalid content stops the build with every problem listed by file and line.
 */
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build as viteBuild, runnerImport } from 'vite';
import { ContentError } from '../src/build/pipeline/content-error.ts';
import { highlightCss } from '../src/build/pipeline/highlighter.ts';
import { loadSite } from '../src/build/pipeline/load-site.ts';
import { buildSearchIndex } from '../src/shared/search/engine.ts';
import { forEachConcurrently } from '../src/build/for-each-concurrently.ts';
import { HEAD_SCRIPT } from '../src/shared/theme.ts';
import { lastCommitDates } from '../src/build/git-dates.ts';
import { renderOgImage } from '../src/build/og-image.ts';
import { buildPageContexts } from '../src/build/page-links.ts';
import { precompressTree } from '../src/build/precompress.ts';
import { llmsFullTxt, llmsTxt, pageMarkdown, robotsTxt, sitemapXml } from '../src/build/site-files.ts';
import { SITE } from '../src/shared/site-config.ts';
import { cloudflareHeadersFile } from '../src/shared/headers.ts';
import type * as RenderPages from '../src/build/render-pages.tsx';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.env.DIST_DIR ?? path.join(root, 'dist'));
const client = path.join(dist, 'client');
const CLIENT_ENTRY = 'src/browser/client/main.tsx';

async function write(relative: string, content: string | Buffer): Promise<void> {
  const file = path.join(client, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

function hashed(name: string, content: string): string {
  return `assets/${name}-${createHash('sha256').update(content).digest('hex').slice(0, 10)}.css`;
}

async function main() {
  const started = performance.now();
  // Seconds spent in each step, printed at the end: where a large site's build time goes.
  const steps: Record<string, number> = {};
  let stepStarted = started;
  const stepDone = (name: string) => {
    const now = performance.now();
    steps[name] = (steps[name] ?? 0) + (now - stepStarted) / 1000;
    stepStarted = now;
  };
  await rm(dist, { recursive: true, force: true });

  const site = await loadSite(process.env.CONTENT_ROOT ? path.resolve(process.env.CONTENT_ROOT) : root);
  stepDone('content');

  await viteBuild({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: client } });
  const manifestFile = path.join(client, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, { file: string; css?: string[]; imports?: string[] }>;
  await rm(path.join(client, '.vite'), { recursive: true });
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build has no entry ${CLIENT_ENTRY}`);

  const codeCss = highlightCss();
  const codeCssFile = hashed('code', codeCss);
  await write(codeCssFile, codeCss);

  stepDone('client bundle');
  const assets = {
    stylesheets: [...(entry.css ?? []), codeCssFile].map((file) => `/${file}`),
    script: `/${entry.file}`,
    preloads: (entry.imports ?? []).map((key) => `/${manifest[key]!.file}`),
    headScript: HEAD_SCRIPT,
  };

  const { module: render } = await runnerImport<typeof RenderPages>('/src/build/render-pages.tsx', { root, configFile: false, logLevel: 'warn' });
  const lastUpdated = lastCommitDates(root, 'content/docs', new Date().toISOString());
  const pageContexts = buildPageContexts(site.navigation, site.pages, lastUpdated);
  const context = { navigation: site.navigation, assets, pageContexts };
  for (const page of site.pages) {
    const pagePath = page._meta.path;
    await write(`docs/${pagePath}.html`, render.renderDocPage(page, context));
    await write(`docs/${pagePath}.md`, pageMarkdown(page));
  }
  await write('index.html', render.renderHomePage(context));
  await write('404.html', render.renderNotFoundPage(context));
  stepDone('pages');

  const ogImages = [
    ...site.pages.map((page) => ({
      path: page._meta.path,
      card: { eyebrow: site.navigation.find((c) => c.key === page._meta.directory)!.title, title: page.title, summary: page.summary },
    })),
    { path: 'index', card: { eyebrow: 'Documentation', title: SITE.name, summary: SITE.description } },
  ];
  // satori lays out on this thread while resvg renders earlier images on the thread pool: one more in flight than cores.
  await forEachConcurrently(ogImages, availableParallelism() + 1, async ({ path: pagePath, card }) => {
    await write(render.ogImagePath(pagePath).slice(1), await renderOgImage(card));
  });
  stepDone('Open Graph images');
  // A JSON string, so both servers can load it: the Node server reads it, the Worker bundles it (esbuild loads JSON).
  await writeFile(path.join(dist, 'search-page.json'), JSON.stringify(render.renderSearchPage(context)));
  for (const asset of site.assets) await write(asset.path, asset.content);
  await write('favicon.svg', await readFile(path.join(root, 'src/browser/favicon.svg')));
  await write('robots.txt', robotsTxt());
  // For Cloudflare Workers static assets: the header policy, and no precompressed twins (Cloudflare compresses itself).
  await write('_headers', cloudflareHeadersFile());
  await write('.assetsignore', '*.br\n*.gz\n_headers\n.assetsignore\n');
  await write('sitemap.xml', sitemapXml([{ path: '/' }, ...site.pages.map((page) => ({ path: `/docs/${page._meta.path}`, lastModified: pageContexts.get(page._meta.path)!.lastUpdated }))]));
  await write('llms.txt', llmsTxt(site.navigation, site.pages));
  await write('llms-full.txt', llmsFullTxt(site.pages));

  stepDone('pages');
  await writeFile(path.join(dist, 'search-index.bin'), buildSearchIndex(site.searchRecords));
  stepDone('search index');
  await precompressTree(client);
  stepDone('precompression');

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const breakdown = Object.entries(steps).map(([name, spent]) => `${name} ${spent.toFixed(1)} s`).join(', ');
  console.log(`Built ${site.pages.length} pages and ${site.searchRecords.length} search records in ${seconds} s (${breakdown}).`);
}

main().catch((error: unknown) => {
  if (error instanceof ContentError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
