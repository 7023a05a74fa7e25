import path from 'node:path';
import { inject } from 'vitest';
import { loadSite as compileSite, type Site } from '../../src/build/pipeline/load-site.ts';

export const SITE_ROOT = path.resolve(import.meta.dirname, '../..');

/** loadSite for tests: the real site comes from the run's global setup (compiled once); any other folder is compiled. */
export async function loadSite(rootDir: string): Promise<Site> {
  return path.resolve(rootDir) === SITE_ROOT ? inject('realSite') : compileSite(rootDir);
}
