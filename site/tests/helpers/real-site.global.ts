import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { highlightCss } from '../../src/build/pipeline/highlighter.ts';
import { loadSite, type Site } from '../../src/build/pipeline/load-site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real content compiled once for the whole run (tests/helpers/site.ts hands it out). */
    realSite: Site;
    /** The highlighter's CSS after highlighting every code block of the real content. */
    realHighlightCss: string;
  }
}

/** Vitest global setup: compiles the real site once per run instead of once per test file that needs it. */
export default async function setup(project: TestProject): Promise<void> {
  const site = await loadSite(path.resolve(import.meta.dirname, '../..'));
  project.provide('realSite', site);
  project.provide('realHighlightCss', highlightCss());
}
