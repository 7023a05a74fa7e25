/**
 * Checks the documentation against the projects the CLI generates: every `ts` / `tsx` code block of every page is
 * type-checked inside a project generated for the page's template.
 *
 *   node samples/check-samples.ts                                  # every content/docs/**\/*.md
 *   node samples/check-samples.ts content/docs/development/database.md …   (a path under site/)
 *
 * A page teaches the template its frontmatter names (`template:`, `full-stack-orval` by default); a block may name
 * another with `template="…"` in its meta. For each template used, the project is composed exactly as
 * `npm create flarekit` writes it (projects.ts → acceptance/.cache/samples/<template>/) and installed from the
 * template's lockfile. Each block is written as its own module into that project at the folder its `title` names (see
 * placement.ts), then each app is compiled with the project's own `tsc --noEmit`. Every diagnostic is
 * reported at the markdown line it comes from. Exits 1 when a block fails (or a page uses another spelling of
 * TypeScript as a code block language, or names an unknown template), 0 with "N code samples type-checked" otherwise.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_TEMPLATE, TEMPLATE_IDS, isTemplateId, type TemplateId } from 'flarekit-docs/templates';
import { DOCS_ROOT, SITE_ROOT } from '../lib/roots.ts';
import {
  parseTscOutput,
  mapDiagnostic,
  sampleModuleSource,
  type MappedDiagnostic,
  type SampleSource,
} from './diagnostics.ts';
import { extractSamples } from './extract.ts';
import { checkPageFacts, type FactCounts, type GeneratedProject } from './page-facts.ts';
import { PlacementError, placeSample, type ConfigKind, type Placement } from './placement.ts';
import { PROJECT_NAME, prepareProject, templateFiles } from './projects.ts';
import { readPage } from './read-page.ts';

/** Paths in reports are relative to the site (`content/docs/…`), as the pages' authors know them. */
const root = SITE_ROOT;
const docsDir = DOCS_ROOT;
const cacheDir = path.resolve(import.meta.dirname, '..', '.cache', 'samples');
const CONFIG_FILES: Record<ConfigKind, string> = { app: 'tsconfig.json', node: 'tsconfig.node.json' };

interface Sample extends SampleSource {
  template: TemplateId;
  placement: Placement;
  code: string;
}

interface Problem {
  location: string;
  message: string;
}

function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}

function listMarkdown(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(dir, name))
    .sort();
}

function pagesFromArgs(args: string[]): string[] {
  if (args.length === 0) return listMarkdown(docsDir);
  return args.map((arg) => {
    const file = path.resolve(root, arg);
    if (!file.startsWith(docsDir + path.sep) || !file.endsWith('.md')) {
      throw new Error(`${arg}: not a page (expected content/docs/<section>/<name>.md)`);
    }
    if (!existsSync(file)) throw new Error(`${arg}: no such file`);
    return file;
  });
}

/** What every template generates (composed in memory; nothing is installed). */
async function generatedProjects(): Promise<Map<TemplateId, GeneratedProject>> {
  const projects = new Map<TemplateId, GeneratedProject>();
  for (const template of TEMPLATE_IDS) {
    const files = await templateFiles(template);
    projects.set(template, { template, files, apiOnly: !files.has('apps/api/package.json') });
  }
  return projects;
}

/** The facts each page states about its template's project: json files, scripts, file trees. */
function collectFactProblems(
  pages: string[],
  projects: ReadonlyMap<TemplateId, GeneratedProject>,
  problems: Problem[],
): FactCounts {
  const total: FactCounts = { jsonFiles: 0, scripts: 0, trees: 0, verbatim: 0, paths: 0 };
  for (const file of pages) {
    const markdownFile = toPosix(path.relative(root, file));
    const page = readPage(readFileSync(file, 'utf8'));
    const template = page.template ?? DEFAULT_TEMPLATE;
    if (!isTemplateId(template)) continue; // reported with the samples
    for (const block of page.blocks) {
      if (
        block.template !== undefined &&
        !isTemplateId(block.template) &&
        !/^(ts|tsx|typescript)$/.test(block.language)
      ) {
        problems.push({
          location: `${markdownFile}:${block.line}`,
          message: `template "${block.template}" is not a template: use one of ${TEMPLATE_IDS.join(', ')}`,
        });
      }
    }
    const facts = checkPageFacts(page, template, projects, PROJECT_NAME, toPosix(path.relative(docsDir, file)));
    for (const problem of facts.problems) {
      problems.push({ location: `${markdownFile}:${problem.line}`, message: problem.message });
    }
    total.jsonFiles += facts.counts.jsonFiles;
    total.scripts += facts.counts.scripts;
    total.trees += facts.counts.trees;
    total.paths += facts.counts.paths;
    total.verbatim += facts.counts.verbatim;
  }
  return total;
}

function collectSamples(
  pages: string[],
  projects: ReadonlyMap<TemplateId, GeneratedProject>,
  problems: Problem[],
): Sample[] {
  const samples: Sample[] = [];
  for (const file of pages) {
    const markdownFile = toPosix(path.relative(root, file));
    const page = toPosix(path.relative(docsDir, file));
    const {
      template: pageTemplate = DEFAULT_TEMPLATE,
      blocks,
      aliasErrors,
    } = extractSamples(readFileSync(file, 'utf8'));
    for (const alias of aliasErrors) {
      problems.push({
        location: `${markdownFile}:${alias.line}`,
        message: `code block language "${alias.language}" is TypeScript under another name: write \`${alias.expected}\` so the block is type-checked`,
      });
    }
    if (!isTemplateId(pageTemplate)) {
      problems.push({
        location: `${markdownFile}:1`,
        message: `frontmatter template "${pageTemplate}" is not a template: use one of ${TEMPLATE_IDS.join(', ')}`,
      });
      continue;
    }
    for (const block of blocks) {
      const template = block.template ?? pageTemplate;
      if (!isTemplateId(template)) {
        problems.push({
          location: `${markdownFile}:${block.firstLine - 1}`,
          message: `template "${template}" is not a template: use one of ${TEMPLATE_IDS.join(', ')}`,
        });
        continue;
      }
      try {
        const placement = placeSample(block, page, projects.get(template)?.apiOnly ? 'api-only' : 'full-stack');
        samples.push({
          template,
          placement,
          code: block.code,
          path: placement.path,
          markdownFile,
          firstLine: block.firstLine,
          lineCount: block.code.split('\n').length,
        });
      } catch (error) {
        if (!(error instanceof PlacementError)) throw error;
        problems.push({ location: `${markdownFile}:${block.firstLine - 1}`, message: `${template}: ${error.message}` });
      }
    }
  }
  return samples;
}

/** Writes `<app>/tsconfig.samples.<kind>.json` in a project: the app's config plus the sample files. */
function writeSampleConfig(projectDir: string, appDir: string, kind: ConfigKind, samples: Sample[]): string {
  const appPath = path.join(projectDir, appDir);
  const base = JSON.parse(readFileSync(path.join(appPath, CONFIG_FILES[kind]), 'utf8')) as {
    include?: string[];
    exclude?: string[];
    files?: string[];
  };
  const files = samples.map((sample) => path.posix.relative(appDir, sample.path));
  const config = {
    extends: `./${CONFIG_FILES[kind]}`,
    include: base.include ?? [],
    ...(base.exclude ? { exclude: base.exclude } : {}),
    files: [...(base.files ?? []), ...files],
  };
  const configPath = path.join(appPath, `tsconfig.samples.${kind}.json`);
  writeFileSync(configPath, `${JSON.stringify(config, null, 2)}\n`);
  return toPosix(path.relative(projectDir, configPath));
}

function runTsc(projectDir: string, configPath: string): Promise<{ output: string; exitCode: number }> {
  const tsc = path.join(projectDir, 'node_modules', 'typescript', 'bin', 'tsc');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [tsc, '-p', configPath, '--noEmit', '--pretty', 'false'],
      { cwd: projectDir, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const exitCode = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ output: `${stdout}${stderr}`, exitCode });
      },
    );
  });
}

/** Compiles one template's samples in its generated project; returns their diagnostics and any failed runs. */
async function checkTemplate(
  project: GeneratedProject,
  samples: Sample[],
  problems: Problem[],
): Promise<MappedDiagnostic[]> {
  const { template } = project;
  const projectDir = path.join(cacheDir, template);
  prepareProject(template, project.files, projectDir);
  for (const sample of samples) {
    const file = path.join(projectDir, sample.path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, sampleModuleSource(sample.code));
  }

  const samplesByPath = new Map(samples.map((sample) => [sample.path, sample] as const));
  const groups = new Map<string, Sample[]>();
  for (const sample of samples) {
    const key = `${sample.placement.appDir}\0${sample.placement.config}`;
    groups.set(key, [...(groups.get(key) ?? []), sample]);
  }
  const diagnostics: MappedDiagnostic[] = [];
  await Promise.all(
    [...groups.values()].map(async (group) => {
      const { appDir, config } = group[0]!.placement;
      const configPath = writeSampleConfig(projectDir, appDir, config, group);
      const { output, exitCode } = await runTsc(projectDir, configPath);
      const parsed = parseTscOutput(output);
      if (exitCode !== 0 && parsed.length === 0) {
        problems.push({ location: `${template}: ${configPath}`, message: `tsc failed:\n${output.trim()}` });
      }
      for (const diagnostic of parsed) {
        const mapped = mapDiagnostic(diagnostic, samplesByPath);
        diagnostics.push(mapped.sample ? mapped : { ...mapped, location: `${template} project: ${mapped.location}` });
      }
    }),
  );
  return diagnostics;
}

async function main(): Promise<number> {
  const pages = pagesFromArgs(process.argv.slice(2));
  const problems: Problem[] = [];
  const projects = await generatedProjects();
  const samples = collectSamples(pages, projects, problems);
  const facts = collectFactProblems(pages, projects, problems);

  const diagnostics: MappedDiagnostic[] = [];
  const templates = [...new Set(samples.map((sample) => sample.template))].sort();
  // One template at a time: each install and compile already uses every core.
  for (const template of templates) {
    const own = samples.filter((sample) => sample.template === template);
    diagnostics.push(...(await checkTemplate(projects.get(template)!, own, problems)));
  }
  for (const diagnostic of diagnostics) {
    problems.push({ location: diagnostic.location, message: `${diagnostic.code}: ${diagnostic.message}` });
  }

  if (problems.length === 0) {
    const perTemplate = templates.map(
      (template) => `${samples.filter((s) => s.template === template).length} in ${template}`,
    );
    console.log(`${samples.length} code samples type-checked (${perTemplate.join(', ')})`);
    console.log(
      `${facts.jsonFiles} JSON files, ${facts.verbatim} files shown whole, ${facts.scripts} npm scripts, ${facts.trees} file trees and ${facts.paths} file paths agree with the generated projects`,
    );
    return 0;
  }

  problems.sort((a, b) => a.location.localeCompare(b.location, 'en', { numeric: true }));
  for (const problem of problems) console.error(`${problem.location}: ${problem.message}`);
  const failed = new Set(diagnostics.flatMap((diagnostic) => (diagnostic.sample ? [diagnostic.sample.path] : [])));
  const others = problems.length - diagnostics.filter((diagnostic) => diagnostic.sample).length;
  console.error(
    `\n${failed.size} of ${samples.length} code samples failed to type-check` +
      (others > 0 ? `; ${others} other problem${others === 1 ? '' : 's'}` : '') +
      ' (see content/README.md, section 4).',
  );
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
