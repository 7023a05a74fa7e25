/** What the browser tests expect, read from the content on disk (the same files the build reads). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parse } from 'yaml';
import { plainText } from '../../src/build/pipeline/plain-text.ts';
import { orderCategoryKeys, categoryTitle } from '../../src/build/pipeline/navigation.ts';
import type { NavigationConfig } from '../../src/build/pipeline/navigation-config.ts';

const root = process.env.CONTENT_ROOT
  ? path.resolve(process.env.CONTENT_ROOT)
  : path.resolve(import.meta.dirname, '../..');
export const navigationConfig = JSON.parse(
  readFileSync(path.join(root, 'content/navigation.json'), 'utf8'),
) as NavigationConfig;

export interface ExpectedPage {
  path: string;
  href: string;
  title: string;
  summary: string;
  markdown: string;
  /** h2/h3 heading texts in order, as plain text. */
  headings: string[];
}

function readPage(pagePath: string): ExpectedPage {
  const source = readFileSync(path.join(root, 'content/docs', `${pagePath}.md`), 'utf8');
  const [, frontmatter = '', markdown = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
  const { title, summary } = parse(frontmatter) as { title: string; summary: string };
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  const headings = tree.children
    .filter((node) => node.type === 'heading' && node.depth <= 3)
    .map((node) => plainText(node));
  return { path: pagePath, href: `/docs/${pagePath}`, title, summary, markdown, headings };
}

export const orderedCategories = orderCategoryKeys(navigationConfig.categories).map((key) => ({
  key,
  title: categoryTitle(key, navigationConfig.categories[key]!.title),
  pages: navigationConfig.categories[key]!.items.map((item) => readPage(`${key}/${item}`)),
}));

export const pages = orderedCategories.flatMap((category) => category.pages);

/** The page with the most h2/h3 headings: the table-of-contents tests scroll through it. */
export const longestPage = [...pages].sort((a, b) => b.headings.length - a.headings.length)[0]!;

/** The version of create-flarekit the pages document, which the header and the footer name. */
export const CLI_VERSION = (
  JSON.parse(readFileSync(createRequire(import.meta.url).resolve('create-flarekit/package.json'), 'utf8')) as {
    version: string;
  }
).version;
