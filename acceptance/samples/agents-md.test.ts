/**
 * Each template's AGENTS.md against the project it is written for, by the checks the pages get (page-facts.ts): every
 * script it tells an agent to run exists where it runs, every project path it names is one this template generates,
 * and every docs link is a page of the site.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { TEMPLATE_IDS } from 'flarekit-docs/templates';
import { describe, expect, test } from 'vitest';
import { DOCS_ROOT } from '../lib/roots.ts';
import { checkPageFacts, type GeneratedProject } from './page-facts.ts';
import { PROJECT_NAME, templateFiles } from './projects.ts';
import { readPage } from './read-page.ts';

const DOCS_LINK = /https:\/\/flarekit\.dev\/docs\/([\w/-]+)/g;

describe.each(TEMPLATE_IDS)('%s', (template) => {
  test('AGENTS.md names only scripts, paths and pages the project and the site have', async () => {
    const files = await templateFiles(template);
    const project: GeneratedProject = { template, files, apiOnly: !files.has('apps/api/package.json') };
    const agents = files.get('AGENTS.md');
    expect(agents, 'AGENTS.md').toBeDefined();
    const page = readPage(agents!);
    const { problems, counts } = checkPageFacts(page, template, new Map([[template, project]]), PROJECT_NAME, '', true);
    expect(problems).toEqual([]);
    expect(counts.scripts).toBeGreaterThanOrEqual(6);
    expect(counts.paths).toBeGreaterThanOrEqual(5);
    const links = [...agents!.matchAll(DOCS_LINK)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(existsSync(path.join(DOCS_ROOT, `${link}.md`)), link).toBe(true);
  });
});
