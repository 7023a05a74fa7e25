/**
 * Reads the steps of a walkthrough from a documentation page, with the markdown parser the site uses
 * (unified + remark-parse + remark-gfm + remark-frontmatter), in page order:
 *
 * - each command of a `sh` block (one per line; a line ending in `\` continues on the next) and each line of an
 *   `npm` block (npm commands, shown on the site as package-manager tabs);
 * - the answer a `curl` prints: the `# …` comment lines right after it, or, when it has none or they give only the
 *   status, a `json` block that directly follows its block; comment lines after other commands are prose and are not
 *   compared;
 * - the output of the last command of a block: a `txt` block without a title that comes next in the same section
 *   (prose between them allowed), whose lines the command must print, in order; a `diff` block without a title is
 *   the same for a command that prints a diff (`git diff`), shown highlighted;
 * - the migration a `db:generate` script or `drizzle-kit generate` (not `--custom`) writes: a `sql` block without a title that comes next in the same section,
 *   whose lines the new migration file must hold, in order;
 * - `run="skip: <reason>"` on a `sh` or `npm` block: its commands are listed, with the reason, and not run;
 * - `sent="<METHOD> <path>"` on a `json` block: a request body shown on its own (read by `sentBodies`, not a step);
 * - a block with a `title` (other than a `diff`): the whole new content of that file, relative to the project's
 *   folder (the current folder before there is a project); a `diff` block with a `title`: a patch to that file.
 *
 * `sections` limits the steps to the `##` or `###` sections with those headings (the page's walkthrough; a `##`
 * section includes its `###` ones); without it, the whole page.
 */
import type { Code, Heading, Root, RootContent } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parseCodeMeta, runSkipReason } from 'flarekit-docs/pipeline/code-meta';
import { type PrintedAnswer, parsePrintedAnswer } from './answers.ts';

export interface CommandStep {
  kind: 'command';
  /** 1-based line of the command in the page. */
  line: number;
  language: 'sh' | 'npm';
  command: string;
  /** The answer the page prints for it, with the line where it starts. */
  answer?: PrintedAnswer & { line: number };
  /** The reason of the block's `run="skip: …"`: the command is reported, not run. */
  skip?: string;
  /** What the page shows the command printing (a `txt` block after it), with the line of its first line. */
  output?: { text: string; line: number };
  /** For `npm run db:generate` or `npx drizzle-kit generate`: the SQL the page shows it writing (a `sql` block after it), with its first line. */
  migration?: { text: string; line: number };
}

export interface FileStep {
  kind: 'file';
  line: number;
  path: string;
  content: string;
}

export interface PatchStep {
  kind: 'patch';
  line: number;
  path: string;
  patch: string;
}

export type Step = CommandStep | FileStep | PatchStep;

function textOf(node: RootContent): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map(textOf).join('');
  return '';
}

/** The commands of a `sh` or `npm` block, each with its line and, for `curl`, the printed answer. */
export function commandsOf(node: Code, language: 'sh' | 'npm', skip: string | undefined): CommandStep[] {
  const first = (node.position?.start.line ?? 0) + 1;
  const lines = node.value.split('\n');
  const steps: CommandStep[] = [];
  let last: CommandStep | undefined;
  let answerLines: string[] = [];
  let answerLine = 0;
  const closeAnswer = () => {
    if (last && answerLines.length > 0 && isRequest(last)) {
      last.answer = { ...parsePrintedAnswer(answerLines.join('\n')), line: answerLine };
    }
    answerLines = [];
  };
  for (let i = 0; i < lines.length; i += 1) {
    const text = lines[i] ?? '';
    if (/^\s*#/.test(text)) {
      if (answerLines.length === 0) answerLine = first + i;
      answerLines.push(text.replace(/^\s*# ?/, ''));
      continue;
    }
    closeAnswer();
    if (text.trim() === '') {
      last = undefined;
      continue;
    }
    const line = first + i;
    let command = text;
    while (command.endsWith('\\') && i + 1 < lines.length) command += `\n${lines[++i] ?? ''}`;
    last = { kind: 'command', line, language, command: command.trim(), ...(skip ? { skip } : {}) };
    steps.push(last);
  }
  closeAnswer();
  return steps;
}

/** Whether a command writes a migration from the schema: `npm run db:generate`, `npx drizzle-kit generate` (not `--custom`). */
export function generatesMigration(command: string): boolean {
  return (
    /\brun db:generate$/.test(command) ||
    (/^npx drizzle-kit generate(\s|$)/.test(command) && !/\s--custom\b/.test(command))
  );
}

/** Whether a step is a request whose answer a page may print: a `curl` command. */
export function isRequest(step: Step): step is CommandStep {
  return step.kind === 'command' && /^curl\s/.test(step.command);
}

/** What a `curl` command sends: its method (`-X`; else POST with a body, GET without), the URL's path, its body. */
export interface CurlRequest {
  method: string;
  path: string;
  body?: string;
}

/** The request of a `curl` command; undefined when it names no `http(s)://` URL. Reads `-d '…'` bodies. */
export function curlRequest(command: string): CurlRequest | undefined {
  const url = /https?:\/\/[^\s'"]+/.exec(command)?.[0];
  if (!url) return undefined;
  const body = /(?:^|\s)(?:-d|--data|--data-raw)\s+'([^']*)'/.exec(command)?.[1];
  const method = /(?:^|\s)(?:-X|--request)\s+([A-Z]+)/.exec(command)?.[1] ?? (body === undefined ? 'GET' : 'POST');
  return { method, path: new URL(url.replace(/<[^>]*>/g, 'x')).pathname, ...(body === undefined ? {} : { body }) };
}

/** Whether a request matches `<METHOD> <path>`, where a `{name}` segment of the path stands for any one segment. */
export function isRequestFor(request: CurlRequest, described: string): boolean {
  const [method = '', path = ''] = described.split(' ');
  const pattern = path
    .split(/\{[^}/]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return request.method === method && new RegExp(`^${pattern}$`).test(request.path);
}

/** A `json` block a page marks `sent="<METHOD> <path>"`: a request body shown on its own, at `line`. */
export interface SentBody {
  line: number;
  request: string;
  body: string;
}

export function sentBodies(markdown: string): SentBody[] {
  return parse(markdown).children.flatMap((node) => {
    if (node.type !== 'code') return [];
    const request = parseCodeMeta(node.meta).sent;
    return request === undefined ? [] : [{ line: node.position?.start.line ?? 0, request, body: node.value }];
  });
}

/**
 * Follows a page's `##` and `###` headings: after `heading(node)` for each heading, `inside()` says whether what comes
 * next is in one of `sections` (always, without `sections`; a `##` section includes its `###` ones).
 */
function sectionTracker(sections: readonly string[] | undefined) {
  let section = '';
  let subsection = '';
  return {
    heading(node: Heading) {
      if (node.depth === 2) [section, subsection] = [textOf(node), ''];
      if (node.depth === 3) subsection = textOf(node);
    },
    inside: () => !sections || sections.includes(section) || sections.includes(subsection),
  };
}

function parse(markdown: string): Root {
  return unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml']).parse(markdown) as Root;
}

/** A file of a full-stack project that a page's prose names in inline code: `apps/web/src/routes/about.tsx`. */
const PROJECT_FILE = /^apps\/[\w.@/-]+\.\w+$/;

/**
 * The project files the prose of the named `##`/`###` sections (the whole page without `sections`) names in inline
 * code, each once with the line of its first mention: a reader who followed the steps has them all.
 */
export function prosePaths(markdown: string, sections?: readonly string[]): Array<{ path: string; line: number }> {
  const found = new Map<string, number>();
  const visit = (node: RootContent) => {
    if (node.type === 'inlineCode' && PROJECT_FILE.test(node.value) && !found.has(node.value)) {
      found.set(node.value, node.position?.start.line ?? 0);
    }
    if ('children' in node) for (const child of node.children as RootContent[]) visit(child);
  };
  const tracker = sectionTracker(sections);
  for (const node of parse(markdown).children) {
    if (node.type === 'heading') tracker.heading(node);
    if (node.type === 'heading' || node.type === 'code') continue;
    if (tracker.inside()) visit(node);
  }
  return [...found].map(([path, line]) => ({ path, line }));
}

export function extractWalkthrough(markdown: string, sections?: readonly string[]): Step[] {
  const tree = parse(markdown);
  const steps: Step[] = [];
  const tracker = sectionTracker(sections);
  const headings = new Set<string>();
  let previous: RootContent | undefined;
  /** The last code block of the current section. */
  let lastCode: Code | undefined;
  for (const node of tree.children) {
    if (node.type === 'heading') lastCode = undefined;
    if (node.type === 'heading') {
      tracker.heading(node);
      headings.add(textOf(node));
    }
    const codeBefore = lastCode;
    if (node.type === 'code') lastCode = node;
    const inWalkthrough = tracker.inside();
    const before = previous;
    previous = node;
    if (node.type !== 'code' || !inWalkthrough) continue;
    const line = node.position?.start.line ?? 0;
    const meta = parseCodeMeta(node.meta);
    const language = node.lang ?? '';
    let skip: string | undefined;
    if (meta.run !== undefined) {
      skip = runSkipReason(meta.run);
      if (skip === undefined || (language !== 'sh' && language !== 'npm')) {
        throw new Error(`line ${line}: run="${meta.run}" must be run="skip: <reason>" on a sh or npm block`);
      }
    }
    if (language === 'sh' || language === 'npm') {
      steps.push(...commandsOf(node, language, skip));
    } else if (language === 'diff' && meta.title) {
      steps.push({ kind: 'patch', line, path: meta.title, patch: node.value });
    } else if (meta.title) {
      steps.push({ kind: 'file', line, path: meta.title, content: `${node.value}\n` });
    } else if (language === 'sql' && (codeBefore?.lang === 'sh' || codeBefore?.lang === 'npm')) {
      const generate = [...steps]
        .reverse()
        .find((step): step is CommandStep => step.kind === 'command' && generatesMigration(step.command));
      if (generate && !generate.skip) generate.migration = { text: node.value, line: line + 1 };
    } else if (['txt', 'diff'].includes(language) && (codeBefore?.lang === 'sh' || codeBefore?.lang === 'npm')) {
      const last = steps.at(-1);
      if (last?.kind === 'command' && !last.skip) last.output = { text: node.value, line: line + 1 };
    } else if (language === 'json' && before?.type === 'code' && before.lang === 'sh') {
      const curl = steps.at(-1);
      if (curl && isRequest(curl) && !curl.answer) {
        curl.answer = { ...parsePrintedAnswer(node.value), line: line + 1 };
      } else if (curl && isRequest(curl) && curl.answer?.body === '') {
        // `# 400` (or a status line) after the command, the body below it.
        curl.answer.body = node.value.trim();
      }
    }
  }
  const missing = sections?.filter((heading) => !headings.has(heading)) ?? [];
  if (missing.length > 0) throw new Error(`no section ${missing.map((heading) => `"${heading}"`).join(', ')}`);
  return steps;
}
