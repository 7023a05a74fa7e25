/**
 * `npm run build`: the site into dist/ (src/build/build-site.ts does the work, step by step).
 * DIST_DIR moves the output; CONTENT_ROOT reads content from another folder.
 */
import path from 'node:path';
import { buildSite } from '../src/build/build-site.ts';
import { ContentError } from '../src/build/pipeline/content-error.ts';

const root = path.resolve(import.meta.dirname, '..');

try {
  const started = performance.now();
  const report = await buildSite({
    root,
    contentRoot: process.env.CONTENT_ROOT ? path.resolve(process.env.CONTENT_ROOT) : root,
    dist: path.resolve(process.env.DIST_DIR ?? path.join(root, 'dist')),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const breakdown = report.steps.map(({ name, seconds: spent }) => `${name} ${spent.toFixed(1)} s`).join(', ');
  console.log(`Built ${report.pages} pages and ${report.searchRecords} search records in ${seconds} s (${breakdown}).`);
} catch (error) {
  console.error(error instanceof ContentError ? error.message : error);
  process.exitCode = 1;
}
