import type { Dirent } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DocPage, NavCategory } from '../../shared/types.ts';
import { compileMarkdown, type CompiledMarkdown } from './compile-markdown.ts';
import { ContentError, type ContentProblem } from './content-error.ts';
import { frontmatterSchema } from './frontmatter.ts';
import { checkLinks } from './link-check.ts';
import { buildNavigation, orderCategoryKeys } from './navigation.ts';
import { navigationConfigSchema, type NavigationConfig } from './navigation-config.ts';
import type { PageAsset } from './remark/code-blocks.ts';
import { buildSearchRecords, type SearchRecord } from '../../shared/search/search-records.ts';
import { describeZodIssues } from './zod-problems.ts';

/** Where content lives, relative to the project root. */
export const CONTENT_DIR = 'content';
export const DOCS_DIR = `${CONTENT_DIR}/docs`;
export const NAVIGATION_FILE = `${CONTENT_DIR}/navigation.json`;

const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A page longer than this without a single "## " section gives the reader no table of contents: an error. */
export const MAX_WORDS_WITHOUT_SECTIONS = 300;

export interface Site {
  /** Every page, in navigation order. */
  pages: DocPage[];
  navigation: NavCategory[];
  searchRecords: SearchRecord[];
  assets: PageAsset[];
}

/**
 * Reads, validates and compiles all content: the navigation config and every page. Any problem — invalid JSON or
 * frontmatter, unknown keys, a page no category lists, an item naming no page, a broken link or anchor — is collected,
 * and the build stops with all of them at once, each naming the file (and line) and the fix.
 */
export async function loadSite(rootDir: string): Promise<Site> {
  const problems: ContentProblem[] = [];
  const config = await readNavigationConfig(rootDir, problems);
  const files = await listPageFiles(rootDir, problems);

  const compiled = new Map<string, { file: string; result: CompiledMarkdown }>();
  const seen = new Map<string, string>();
  for (const file of files) {
    const pagePath = file.slice(DOCS_DIR.length + 1).replace(/\.md$/, '');
    const duplicate = seen.get(pagePath.toLowerCase());
    if (duplicate) {
      problems.push({ file, reason: `two pages have the path "${pagePath}" (also ${duplicate}): rename one` });
      continue;
    }
    seen.set(pagePath.toLowerCase(), file);
    const result = await compileMarkdown(await readFile(path.join(rootDir, file), 'utf8'), file);
    problems.push(...result.problems);
    compiled.set(pagePath, { file, result });
  }

  const pages = new Map<string, DocPage>();
  for (const [pagePath, { file, result }] of compiled) {
    if (result.frontmatter === null) continue; // invalid YAML, already reported
    const frontmatter = frontmatterSchema.safeParse(result.frontmatter ?? {});
    if (!frontmatter.success) {
      const subject =
        result.frontmatter === undefined
          ? 'frontmatter (missing: start the file with ---, title: and summary:)'
          : 'frontmatter';
      for (const reason of describeZodIssues(frontmatter.error, subject)) problems.push({ file, line: 1, reason });
      continue;
    }
    const words = result.sections.intro.split(/\s+/).filter(Boolean).length;
    if (!result.headings.some((heading) => heading.level === 2) && words > MAX_WORDS_WITHOUT_SECTIONS) {
      problems.push({
        file,
        reason: `${words} words and no "## " section: split the page into sections (they make its table of contents and search results)`,
      });
    }
    const [directory = '', fileName = ''] = pagePath.split('/');
    pages.set(pagePath, {
      content: result.content,
      title: frontmatter.data.title,
      summary: frontmatter.data.summary,
      ...(frontmatter.data.keywords ? { keywords: frontmatter.data.keywords } : {}),
      body: result.html,
      headings: result.headings,
      _meta: { filePath: file.slice(CONTENT_DIR.length + 1), fileName, directory, extension: 'md', path: pagePath },
    });
  }

  const ordered = config ? orderPages(config, compiled, pages, problems) : [];
  const headingsByPage = new Map([...compiled].map(([pagePath, { result }]) => [pagePath, result.headings] as const));
  problems.push(
    ...checkLinks(
      [...compiled].map(([pagePath, { file, result }]) => ({ file, pagePath, links: result.links })),
      headingsByPage,
    ),
  );

  if (problems.length > 0) throw new ContentError(problems);
  const navigation = buildNavigation(config!, (pagePath) => pages.get(pagePath)!.title);
  const searchRecords = ordered.flatMap((page) =>
    buildSearchRecords(page, compiled.get(page._meta.path)!.result.sections),
  );
  const assets = [...compiled.values()].flatMap(({ result }) => result.assets);
  return { pages: ordered, navigation, searchRecords, assets };
}

async function readNavigationConfig(
  rootDir: string,
  problems: ContentProblem[],
): Promise<NavigationConfig | undefined> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(rootDir, NAVIGATION_FILE), 'utf8'));
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'the navigation config is missing'
        : `not valid JSON: ${(error as Error).message}`;
    problems.push({ file: NAVIGATION_FILE, reason });
    return undefined;
  }
  const parsed = navigationConfigSchema.safeParse(raw);
  if (!parsed.success) {
    for (const reason of describeZodIssues(parsed.error, '')) problems.push({ file: NAVIGATION_FILE, reason });
    return undefined;
  }
  return parsed.data;
}

/** Lists content/docs/<section>/<name>.md files; anything else in content/docs is an error, not silently skipped. */
async function listPageFiles(rootDir: string, problems: ContentProblem[]): Promise<string[]> {
  const files: string[] = [];
  let sections: Dirent[];
  try {
    sections = await readdir(path.join(rootDir, DOCS_DIR), { withFileTypes: true });
  } catch {
    problems.push({ file: DOCS_DIR, reason: 'the pages folder is missing' });
    return files;
  }
  for (const section of sections) {
    const sectionPath = `${DOCS_DIR}/${section.name}`;
    if (!section.isDirectory()) {
      problems.push({
        file: sectionPath,
        reason: 'pages live in section folders: move it to content/docs/<section>/<name>.md',
      });
      continue;
    }
    if (!NAME.test(section.name))
      problems.push({ file: sectionPath, reason: 'section folder names are lowercase words joined by dashes' });
    for (const entry of await readdir(path.join(rootDir, sectionPath), { withFileTypes: true })) {
      const file = `${sectionPath}/${entry.name}`;
      if (!entry.isFile() || !entry.name.endsWith('.md')) {
        problems.push({ file, reason: 'only markdown pages (<name>.md) belong in a section folder' });
      } else if (!NAME.test(entry.name.slice(0, -3))) {
        problems.push({ file, reason: 'page file names are lowercase words joined by dashes, ending in .md' });
      } else {
        files.push(file);
      }
    }
  }
  return files.sort();
}

/** Puts pages in navigation order, reporting items that name no page and pages that no category lists (or lists twice). */
function orderPages(
  config: NavigationConfig,
  compiled: ReadonlyMap<string, { file: string }>,
  pages: ReadonlyMap<string, DocPage>,
  problems: ContentProblem[],
): DocPage[] {
  const listed = new Set<string>();
  const ordered: DocPage[] = [];
  for (const key of orderCategoryKeys(config.categories)) {
    for (const item of config.categories[key]!.items) {
      const pagePath = `${key}/${item}`;
      if (listed.has(pagePath)) {
        problems.push({ file: NAVIGATION_FILE, reason: `categories.${key}.items lists "${item}" twice: remove one` });
        continue;
      }
      listed.add(pagePath);
      if (!compiled.has(pagePath)) {
        problems.push({
          file: NAVIGATION_FILE,
          reason: `categories.${key}.items: "${item}" names no page: create ${DOCS_DIR}/${pagePath}.md or remove the item`,
        });
        continue;
      }
      const page = pages.get(pagePath);
      if (page) ordered.push(page);
    }
  }
  for (const [pagePath, { file }] of compiled) {
    if (!listed.has(pagePath)) {
      const [section, name] = pagePath.split('/');
      problems.push({
        file,
        reason: `no category of ${NAVIGATION_FILE} lists this page: add "${name}" to categories.${section}.items`,
      });
    }
  }
  return ordered;
}
