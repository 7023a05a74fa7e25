import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `content/claims-audit.json` records each checked claim about a platform or a library: the pages that make it, its
 * upstream sources, the version checked, the verdict and the fix. Its rows must name real pages, and each claim's pages
 * must link at least one of its sources, so a reader can check the fact where it is stated.
 */
const root = path.resolve(import.meta.dirname, '../../..');

/**
 * What decides a claim: the installed code of a package at the version a template or the repository pins, or a kept
 * behaviour test.
 */
type Evidence = { package: string; version: string; file: string } | { test: string; name: string };

interface Claim {
  id: string;
  pages: string[];
  claim: string;
  sources: string[];
  versionChecked: string;
  verdict: string;
  finding: string;
  fix: string;
  evidence?: Evidence[];
}

const audit = JSON.parse(readFileSync(path.join(root, 'content/claims-audit.json'), 'utf8')) as { claims: Claim[] };

/**
 * The claims no installed package decides: a platform's service, pricing or policy (GitHub, Cloudflare, Discord), or a
 * tool that runs in Cloudflare's service (Turnstile). They rest on the sources their pages link, and each row's
 * versionChecked says why. Every other row cites installed code at a pinned version or a kept test.
 */
const decidedByNoInstalledCode = new Set([
  'previews-fork-pull-requests',
  'quick-start-free-plan',
  'production-discord-invalid-redirect',
  'turnstile-tokens-and-test-keys',
  'turnstile-explicit-render-and-csp',
]);
const pagePath = (page: string) => path.join(root, 'content/docs', page);

/** Every `name@version` the pages install with an exact version (`npm install -D x@1.2.3`). */
function installedByPages(pages: readonly string[]): Set<string> {
  const installs = new Set<string>();
  for (const page of pages) {
    for (const line of readFileSync(pagePath(page), 'utf8').split('\n')) {
      if (!/\b(?:npm (?:install|i|add)|pnpm add|yarn add|bun add)\b/.test(line)) continue;
      for (const [, at] of line.matchAll(/\s((?:@[\w.-]+\/)?[\w.-]+@\d+\.\d+\.\d+[\w.-]*)/g)) installs.add(at!);
    }
  }
  return installs;
}
const repository = path.resolve(root, '..');

type Lockfile = { packages: Record<string, { version?: string }> };
const readLock = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Lockfile;

/** Every `name@version` that a template's lockfile installs: the versions a generated project runs. */
const lockfiles = path.join(repository, 'create-flarekit/templates/lockfiles');
const pinned = new Set(
  readdirSync(lockfiles).flatMap((file) =>
    Object.entries(readLock(path.join(lockfiles, file)).packages).flatMap(([where, entry]) => {
      const name = where.split('node_modules/').at(-1);
      return where.includes('node_modules/') && entry.version ? [`${name}@${entry.version}`] : [];
    }),
  ),
);

/**
 * Every `name@version` that the repository's own lockfile installs at the top of its node_modules (the site's
 * devDependencies pin yarn and pnpm, which its package-manager tests run). Such a package is installed here, so a cited
 * file must exist in it and the installed package must be that version.
 */
const pinnedHere = new Set(
  Object.entries(readLock(path.join(repository, 'package-lock.json')).packages).flatMap(([where, entry]) => {
    const name = where.replace(/^node_modules\//, '');
    return where.startsWith('node_modules/') && !name.includes('node_modules/') && entry.version
      ? [`${name}@${entry.version}`]
      : [];
  }),
);

describe('claims audit', () => {
  it('covers every page: each one has been read claim by claim', () => {
    const docs = path.join(root, 'content/docs');
    const every = readdirSync(docs, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));
    const audited = new Set(audit.claims.flatMap((claim) => claim.pages));
    expect(every.filter((page) => !audited.has(page)).sort()).toEqual([]);
    expect(every).toHaveLength(29);
  });

  it('lists as decided by no installed code only rows that exist', () => {
    const ids = new Set(audit.claims.map((claim) => claim.id));
    expect([...decidedByNoInstalledCode].filter((id) => !ids.has(id))).toEqual([]);
  });

  it('has unique ids', () => {
    const ids = audit.claims.map((claim) => claim.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  for (const claim of audit.claims) {
    describe(claim.id, () => {
      it('has every field filled in and a known verdict', () => {
        for (const field of ['claim', 'versionChecked', 'finding', 'fix'] as const) {
          expect(claim[field].trim(), field).not.toBe('');
        }
        expect(['confirmed', 'incomplete', 'wrong']).toContain(claim.verdict);
        expect(claim.pages.length).toBeGreaterThan(0);
        // A claim rests on sources a reader can open, or on installed code and kept tests (or both).
        expect(claim.sources.length + (claim.evidence?.length ?? 0)).toBeGreaterThan(0);
      });

      it('names existing pages and https sources', () => {
        for (const page of claim.pages) expect(existsSync(pagePath(page)), page).toBe(true);
        for (const source of claim.sources) expect(source).toMatch(/^https:\/\/\S+$/);
      });

      it('cites installed code at a pinned version, or a kept test that runs the behaviour', () => {
        for (const evidence of claim.evidence ?? []) {
          if ('test' in evidence) {
            const file = path.join(repository, evidence.test);
            expect(existsSync(file), evidence.test).toBe(true);
            expect(readFileSync(file, 'utf8'), `${evidence.test} has a test named so`).toContain(evidence.name);
          } else {
            const at = `${evidence.package}@${evidence.version}`;
            expect(evidence.file, 'a path inside the package').toMatch(/^[\w@.-][\w@./-]*$/);
            if (pinned.has(at)) continue;
            // A package a page of the row installs at exactly this version, which a walkthrough the row cites runs.
            if (installedByPages(claim.pages).has(at)) {
              expect(
                claim.evidence?.some((other) => 'test' in other && other.test.includes('walkthroughs')),
                `${at} is installed by a page: the row cites the walkthrough that runs it`,
              ).toBe(true);
              continue;
            }
            expect(pinnedHere, 'a version some template or the repository lockfile installs').toContain(at);
            const installed = path.join(repository, 'node_modules', evidence.package);
            const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')) as {
              version: string;
            };
            expect(manifest.version, `the installed ${evidence.package}`).toBe(evidence.version);
            expect(existsSync(path.join(installed, evidence.file)), `${at}: ${evidence.file}`).toBe(true);
          }
        }
      });

      it('has evidence, unless no installed code decides it', () => {
        const evidence = claim.evidence?.length ?? 0;
        if (decidedByNoInstalledCode.has(claim.id)) {
          expect(evidence, `${claim.id} is listed as decided by no installed code, yet cites evidence`).toBe(0);
        } else {
          expect(evidence, `${claim.id} cites no installed file at a pinned version and no kept test`).toBeGreaterThan(
            0,
          );
        }
      });

      it('is linked to one of its sources on one of its pages, unless installed code or a kept test decides it', () => {
        if ((claim.evidence?.length ?? 0) > 0) return;
        const text = claim.pages.map((page) => readFileSync(pagePath(page), 'utf8')).join('\n');
        expect(claim.sources.some((source) => text.includes(source))).toBe(true);
      });
    });
  }
});
