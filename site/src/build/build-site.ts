import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lastCommitDates } from './git-dates.ts';
import { buildPageContexts } from './page-links.ts';
import { templateVersions } from './sample-versions.ts';
import { mcpData, templateFiles } from './mcp-data.ts';
import { loadSite } from './pipeline/load-site.ts';
import { precompressTree } from './precompress.ts';
import { bundleClient } from './steps/client-bundle.ts';
import { ogCards, writeOgImages } from './steps/og-images.ts';
import { buildOutput } from './steps/output.ts';
import { loadPageRenderer, writePages } from './steps/pages.ts';
import { writeSiteFiles } from './steps/site-files.ts';
import { createStepTimer, type StepTiming } from './steps/step-timer.ts';
import { buildSearchIndex } from '../shared/search/engine.ts';
import { englishWords } from './vocabulary.ts';

export interface BuildOptions {
  /** The site's folder (vite.config.ts, src/, the git history for last-update dates). */
  root: string;
  /** Where the content/ folder is read from (the site's own, or another for benchmarks and tests). */
  contentRoot: string;
  /** The output folder, emptied first. */
  dist: string;
}

export interface BuildReport {
  pages: number;
  searchRecords: number;
  steps: readonly StepTiming[];
}

/**
 * The build, content → pipeline → search index → prerendered pages, as named steps run in order:
 *   dist/client/            what the server serves: pages (.html), assets (hashed JS, CSS, diagrams), precompressed twins
 *   dist/search-index.bin   the search index file, loaded once by the server
 *   dist/search-page.json   the template of /search (the search that works without JavaScript), as a JSON string
 *   dist/mcp-data.json      what the MCP endpoint knows besides the index and the pages' markdown (src/build/mcp-data.ts)
 * Invalid content stops it in the first step with a ContentError listing every problem by file and line.
 */
export async function buildSite({ root, contentRoot, dist }: BuildOptions): Promise<BuildReport> {
  const output = buildOutput(dist);
  const timer = createStepTimer();

  const site = await timer.step('content', async () => {
    await rm(dist, { recursive: true, force: true });
    return loadSite(contentRoot);
  });
  const assets = await timer.step('client bundle', () => bundleClient(root, output));
  const mcp = await timer.step('template files', async () => mcpData(site, await templateFiles()));
  const { render, pageContexts } = await timer.step('pages', async () => {
    const renderer = await loadPageRenderer(root);
    const contexts = buildPageContexts(
      site.navigation,
      site.pages,
      lastCommitDates(root, 'content/docs', new Date().toISOString()),
      await templateVersions(),
    );
    await writePages(
      site,
      renderer,
      { navigation: site.navigation, assets, pageContexts: contexts, builder: mcp },
      output,
    );
    return { render: renderer, pageContexts: contexts };
  });
  await timer.step('Open Graph images', () => writeOgImages(ogCards(site), render.ogImagePath, output));
  await timer.step('site files', () => writeSiteFiles(root, site, pageContexts, output));
  await timer.step('search index', async () =>
    writeFile(path.join(dist, 'search-index.bin'), buildSearchIndex(site.searchRecords, await englishWords())),
  );
  await timer.step('MCP data', () => writeFile(path.join(dist, 'mcp-data.json'), JSON.stringify(mcp)));
  await timer.step('precompression', () => precompressTree(output.client));

  return { pages: site.pages.length, searchRecords: site.searchRecords.length, steps: timer.timings };
}
