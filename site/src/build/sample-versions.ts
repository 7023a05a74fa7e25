import path from 'node:path';
import type { Code, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

import { PROJECT_BINARIES } from './pipeline/package-managers.ts';
import { CLI_VERSION, TEMPLATE_IDS, composeProject, type TemplateId } from './templates.ts';

/** A package a page's samples use, at the version the generated project pins. */
export interface CheckedPackage {
  name: string;
  version: string;
}

/** The packages a reader most often compares first; the rest follow alphabetically. */
const FIRST = [
  'hono',
  '@hono/zod-openapi',
  'better-auth',
  'drizzle-orm',
  'zod',
  'react',
  '@tanstack/react-query',
  '@tanstack/react-router',
  'wrangler',
];
const CODE_LANGUAGES = new Set(['ts', 'tsx', 'typescript', 'js', 'jsx']);
const SHELL_LANGUAGES = new Set(['sh', 'bash', 'shell', 'npm']);
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; relative paths and built-in modules → undefined. */
export function packageName(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || /^[a-z]+:/.test(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The packages a page's code blocks import, and the project binaries its commands run (`npx wrangler …`). */
export function packagesUsedBy(markdown: string): Set<string> {
  const used = new Set<string>();
  const tree = unified().use(remarkParse).parse(markdown) as Root;
  visit(tree, 'code', (node: Code) => {
    const lang = node.lang ?? '';
    if (CODE_LANGUAGES.has(lang)) {
      for (const match of node.value.matchAll(IMPORT)) {
        const name = packageName(match[1]!);
        if (name) used.add(name);
      }
    } else if (SHELL_LANGUAGES.has(lang)) {
      for (const match of node.value.matchAll(/(?:^|[\s;&|(])(?:npx|npm exec(?: --)?)\s+([\w@/.-]+)/g)) {
        const binary = PROJECT_BINARIES[match[1]!];
        if (binary) used.add(binary);
      }
    }
  });
  return used;
}

/**
 * Every dependency version the CLI's templates pin (all package.json files of all nine generated projects), name →
 * version: the versions the pages' samples are checked against (`npm run check:samples -w acceptance`). Two templates pinning
 * different versions of one package would make "checked with" ambiguous, so that stops the build.
 */
export async function templateVersions(): Promise<Map<string, string>> {
  const versions = new Map<string, { version: string; template: TemplateId }>();
  for (const template of TEMPLATE_IDS) {
    const files = await composeProject({
      templateId: template,
      projectName: 'my-app',
      packageManager: 'npm',
      cliVersion: CLI_VERSION,
    });
    for (const [file, contents] of files) {
      if (path.posix.basename(file) !== 'package.json' || typeof contents !== 'string') continue;
      const json = JSON.parse(contents) as Record<string, Record<string, string> | undefined>;
      for (const field of ['dependencies', 'devDependencies'] as const) {
        for (const [name, version] of Object.entries(json[field] ?? {})) {
          const seen = versions.get(name);
          if (seen && seen.version !== version) {
            throw new Error(
              `create-flarekit templates: ${name} is ${seen.version} in ${seen.template} but ${version} in ${template} (${file}); pin one version`,
            );
          }
          versions.set(name, { version, template });
        }
      }
    }
  }
  return new Map([...versions].map(([name, { version }]) => [name, version]));
}

/** The pinned packages a page uses, most compared first. Packages the project does not install are left out. */
export function checkedPackages(markdown: string, pinned: ReadonlyMap<string, string>): CheckedPackage[] {
  const rank = (name: string) => (FIRST.includes(name) ? FIRST.indexOf(name) : FIRST.length);
  return [...packagesUsedBy(markdown)]
    .filter((name) => pinned.has(name))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((name) => ({ name, version: pinned.get(name)! }));
}
