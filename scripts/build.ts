/**
 * `npm run build`: content → pipeline → search index → prerendered pages, all into dist/.
 *   dist/client/          what the server serves: pages (.html), assets (hashed JS, CSS, diagrams), precompressed .br/.gz
 *   dist/search-index.json the serialized search index, loaded once by the server
 * Invalid content stops the build with every problem listed by file and line.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build as viteBuild, runnerImport } from 'vite';
import { ContentError } from '../src/pipeline/content-error.ts';
import { highlightCss } from '../src/pipeline/highlighter.ts';
import { loadSite } from '../src/pipeline/load-site.ts';
import { buildSearchIndex } from '../src/search/engine.ts';
import { HEAD_SCRIPT } from '../src/build/head-script.ts';
import { precompressTree } from '../src/build/precompress.ts';
import type * as RenderPages from '../src/build/render-pages.tsx';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const client = path.join(dist, 'client');
const CLIENT_ENTRY = 'src/ui/client/main.tsx';

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
  await rm(dist, { recursive: true, force: true });

  const site = await loadSite(process.env.CONTENT_ROOT ? path.resolve(process.env.CONTENT_ROOT) : root);

  await viteBuild({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  const manifestFile = path.join(client, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, { file: string; css?: string[]; imports?: string[] }>;
  await rm(path.join(client, '.vite'), { recursive: true });
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build has no entry ${CLIENT_ENTRY}`);

  const codeCss = highlightCss();
  const codeCssFile = hashed('code', codeCss);
  await write(codeCssFile, codeCss);

  const assets = {
    stylesheets: [...(entry.css ?? []), codeCssFile].map((file) => `/${file}`),
    script: `/${entry.file}`,
    preloads: (entry.imports ?? []).map((key) => `/${manifest[key]!.file}`),
    headScript: HEAD_SCRIPT,
  };

  const { module: render } = await runnerImport<typeof RenderPages>('/src/build/render-pages.tsx', { root, configFile: false, logLevel: 'warn' });
  const context = { navigation: site.navigation, assets };
  for (const page of site.pages) {
    await write(`docs/${page._meta.path}.html`, render.renderDocPage(page, context));
  }
  await write('index.html', render.renderHomePage(context));
  await write('404.html', render.renderNotFoundPage(context));
  for (const asset of site.assets) await write(asset.path, asset.content);
  await write('favicon.svg', await readFile(path.join(root, 'src/ui/favicon.svg')));

  await writeFile(path.join(dist, 'search-index.json'), buildSearchIndex(site.searchRecords));
  await precompressTree(client);

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Built ${site.pages.length} pages and ${site.searchRecords.length} search records in ${seconds} s.`);
}

main().catch((error: unknown) => {
  if (error instanceof ContentError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
