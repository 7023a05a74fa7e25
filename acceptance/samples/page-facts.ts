/**
 * The checks of a page beyond its TypeScript: the facts it states about the generated project.
 * - `json` / `jsonc` blocks titled with a generated file agree with that file (json-facts.ts);
 * - every package script it tells the reader to run exists where it runs (npm-scripts.ts);
 * - a block marked `from="template"` is its titled file exactly as generated;
 * - its file trees list what the template generates, and only that (file-tree.ts);
 * - on the pages that describe the generated project (Project Structure and the template pages), every project path
 *   named in prose (`apps/web/src/lib/api.ts`, `src/routes/`) is one a template generates.
 * Each problem names the markdown line and the fact.
 */
import type { TemplateId } from 'flarekit-docs/templates';
import { checkFileTree, parseFileTree } from './file-tree.ts';
import { isExplained, jsonMismatches, parseJsonc } from './json-facts.ts';
import { scriptsInBlocks, scriptsInProse, type NamedScript } from './npm-scripts.ts';
import type { PageBlock, PageSource } from './read-page.ts';

export interface GeneratedProject {
  template: TemplateId;
  files: ReadonlyMap<string, string>;
  /** Whether the API sits at the project root (API-only templates) or in apps/api. */
  apiOnly: boolean;
}

export interface FactProblem {
  line: number;
  message: string;
}

/** How many facts of each kind a page states (and were checked). */
export interface FactCounts {
  jsonFiles: number;
  scripts: number;
  trees: number;
  /** Blocks marked `from="template"`, compared line by line with the generated file. */
  verbatim: number;
  /** Project paths named in the prose of the pages that describe the generated project. */
  paths: number;
}

export interface PageFacts {
  problems: FactProblem[];
  counts: FactCounts;
}

const JSON_LANGUAGES = new Set(['json', 'jsonc']);

/** The generated file a block's title names, if the template generates it (`apps/api/…` is the root when API-only). */
export function generatedPath(title: string, project: GeneratedProject): string | undefined {
  const clean = title.replace(/^\.?\//, '');
  const candidates = project.apiOnly ? [clean.replace(/^apps\/api\//, '')] : [clean, `apps/api/${clean}`];
  return candidates.find((candidate) => project.files.has(candidate));
}

function checkJsonBlock(block: PageBlock, project: GeneratedProject): FactProblem[] {
  if (!JSON_LANGUAGES.has(block.language) || !block.title) return [];
  const file = generatedPath(block.title, project);
  if (!file) return [];
  const page = parseJsonc(block.code);
  if (page.error) return [{ line: block.line, message: `${block.title}: not valid JSON: ${page.error}` }];
  const generated = parseJsonc(project.files.get(file)!).value;
  const unexplained = jsonMismatches(page.value, generated).filter(
    (mismatch) => !isExplained(block.code, mismatch.segments),
  );
  return unexplained.map((mismatch) => ({
    line: block.line,
    message: `${block.title}: ${mismatch.path} is ${JSON.stringify(mismatch.page)} on the page but ${JSON.stringify(mismatch.generated)} in the ${project.template} template (if the reader changes it, say so in a // comment on its line)`,
  }));
}

/** A `from="template"` block against its file: the first line that differs, or the file missing. */
function checkVerbatimBlock(block: PageBlock, project: GeneratedProject): FactProblem[] {
  if (!block.fromTemplate || !block.title) return [];
  const file = generatedPath(block.title, project);
  if (!file) {
    return [
      {
        line: block.line,
        message: `${block.title}: from="template", but the ${project.template} template has no such file`,
      },
    ];
  }
  const page = block.code.replace(/\n+$/, '').split('\n');
  const generated = project.files.get(file)!.replace(/\n+$/, '').split('\n');
  const index = page.findIndex((line, i) => line !== generated[i]);
  const at = index === -1 ? (page.length === generated.length ? -1 : page.length) : index;
  if (at === -1) return [];
  return [
    {
      line: block.line + 1 + Math.min(at, page.length - 1),
      message:
        `${block.title}: not the file the ${project.template} template generates (from="template"): its line ${at + 1} is ` +
        `${JSON.stringify(generated[at] ?? '(end of file)')}, the page has ${JSON.stringify(page[at] ?? '(end of block)')}`,
    },
  ];
}

interface Manifest {
  file: string;
  name?: string;
  scripts: Record<string, string>;
}

const manifestCache = new WeakMap<GeneratedProject, Manifest[]>();

/** The project's package.json files, parsed once per project. */
function manifests(project: GeneratedProject): Manifest[] {
  let parsed = manifestCache.get(project);
  if (!parsed) {
    parsed = [...project.files]
      .filter(([file]) => file === 'package.json' || file.endsWith('/package.json'))
      .map(([file, text]) => {
        const json = JSON.parse(text) as { name?: string; scripts?: Record<string, string> };
        return { file, ...(json.name ? { name: json.name } : {}), scripts: json.scripts ?? {} };
      });
    manifestCache.set(project, parsed);
  }
  return parsed;
}

function checkScript(named: NamedScript, project: GeneratedProject, all: Manifest[]): FactProblem[] {
  let candidates: Manifest[];
  let where: string;
  if (named.workspace) {
    candidates = all.filter((manifest) => manifest.name === named.workspace && manifest.file !== 'package.json');
    where = `workspace "${named.workspace}"`;
    if (candidates.length === 0) {
      return [
        {
          line: named.line,
          message: `\`${named.command}\`: the ${project.template} template has no workspace "${named.workspace}"`,
        },
      ];
    }
  } else if (named.folder !== undefined) {
    const file = named.folder ? `${named.folder}/package.json` : 'package.json';
    candidates = all.filter((manifest) => manifest.file === file);
    where = named.folder ? `${named.folder}/package.json` : 'the root package.json';
    if (candidates.length === 0) {
      return [
        {
          line: named.line,
          message: `\`${named.command}\` runs in ${named.folder || 'the project root'}, which has no package.json in the ${project.template} template`,
        },
      ];
    }
  } else {
    candidates = all;
    where = 'any package.json';
  }
  if (candidates.some((manifest) => named.script in manifest.scripts)) return [];
  return [
    {
      line: named.line,
      message: `\`${named.command}\`: no script "${named.script}" in ${where} of the ${project.template} template`,
    },
  ];
}

/** The pages whose prose describes what the CLI generates, so every path they name must be generated. */
export const DESCRIBES_GENERATED_FILES = /^(getting-started\/project-structure|templates\/[\w-]+)\.md$/;
/** Paths the project's own commands create, not the CLI: the web build, local secrets copied from the example file. */
const CREATED_BY_COMMANDS = /^(?:apps\/web\/)?dist\/?$|(?:^|\/)\.dev\.vars$|(?:^|\/)\.wrangler\//;
const PROJECT_PATH = /^(?:apps\/(?:api|web)\/|src\/|test\/|drizzle\/)[\w$./-]*$/;

/** Whether some template generates `path` (a file, or a folder when it ends with `/`), read as the pages write it:
 * `apps/…` from the project root, `src/…` inside whichever app or API-only root has it. */
export function isGeneratedPath(path: string, projects: Iterable<GeneratedProject>): boolean {
  const folder = path.endsWith('/');
  const clean = path.replace(/\/+$/, '');
  const candidates = clean.startsWith('apps/')
    ? [clean, clean.replace(/^apps\/api\//, '')]
    : [clean, `apps/api/${clean}`, `apps/web/${clean}`];
  for (const project of projects) {
    for (const file of project.files.keys()) {
      for (const candidate of candidates) {
        if (folder ? file.startsWith(`${candidate}/`) : file === candidate || file.startsWith(`${candidate}/`)) {
          return true;
        }
      }
    }
  }
  return false;
}

export function checkPageFacts(
  page: PageSource,
  pageTemplate: TemplateId,
  projects: ReadonlyMap<TemplateId, GeneratedProject>,
  projectName: string,
  pagePath = '',
  describesGeneratedFiles = DESCRIBES_GENERATED_FILES.test(pagePath),
): PageFacts {
  const projectOf = (block: { template?: string }) =>
    projects.get((block.template as TemplateId | undefined) ?? pageTemplate);
  const problems: FactProblem[] = [];
  const counts: FactCounts = { jsonFiles: 0, scripts: 0, trees: 0, verbatim: 0, paths: 0 };

  for (const block of page.blocks) {
    const project = projectOf(block);
    if (!project) continue; // an unknown template is reported by the caller
    if (JSON_LANGUAGES.has(block.language) && block.title && generatedPath(block.title, project)) counts.jsonFiles++;
    problems.push(...checkJsonBlock(block, project));
    if (block.fromTemplate) counts.verbatim++;
    problems.push(...checkVerbatimBlock(block, project));
    if (block.language === 'txt') {
      const tree = parseFileTree(block.code);
      if (!tree) continue;
      counts.trees++;
      const others = new Set<string>();
      for (const other of projects.values()) {
        if (other.apiOnly === project.apiOnly && other !== project)
          for (const file of other.files.keys()) others.add(file);
      }
      const files = new Set(project.files.keys());
      for (const problem of checkFileTree(tree, project.template, files, others)) {
        problems.push({ line: block.line + 1 + problem.line, message: problem.message });
      }
    }
  }

  // Scripts: shell blocks in page order (each checked in its own block's template), then prose against the page's.
  for (const named of scriptsInBlocks(page.blocks, projectName)) {
    const project = projectOf(named);
    if (!project) continue;
    counts.scripts++;
    problems.push(...checkScript(named, project, manifests(project)));
  }
  // Prose may name a script of another template ("the RPC templates have no `npm run generate:client`"): it must
  // exist in some template, which catches a misspelt or removed script.
  const everyManifest = [...projects.values()].flatMap((project) => manifests(project));
  const anyProject = projects.get(pageTemplate);
  if (anyProject) {
    for (const named of scriptsInProse(page.inlineCode)) {
      counts.scripts++;
      if (!everyManifest.some((manifest) => named.script in manifest.scripts)) {
        problems.push({
          line: named.line,
          message: `\`${named.command}\`: no template has a script "${named.script}"`,
        });
      }
    }
  }
  if (describesGeneratedFiles) {
    for (const span of page.inlineCode) {
      if (!PROJECT_PATH.test(span.code) || CREATED_BY_COMMANDS.test(span.code)) continue;
      counts.paths++;
      if (!isGeneratedPath(span.code, projects.values())) {
        problems.push({ line: span.line, message: `\`${span.code}\`: no template generates this path` });
      }
    }
  }
  return { problems, counts };
}
