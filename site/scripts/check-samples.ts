/**
 * Type-checks every `ts` / `tsx` code block of the documentation.
 *
 *   node scripts/check-samples.ts                                  # every content/docs/**\/*.md
 *   node scripts/check-samples.ts content/docs/development/database.md …
 *
 * Each block is written as its own module into a copy of the reference generated project
 * (tests/samples/project → .cache/samples) at the folder its `title` names (see
 * scripts/samples/placement.ts), then each app is compiled with `tsc --noEmit`. Every diagnostic is
 * reported at the markdown line it comes from. Exits 1 when a block fails (or a page uses another
 * spelling of TypeScript as a code block language), 0 with "N code samples type-checked" otherwise.
 */
import { execFile, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  parseTscOutput,
  mapDiagnostic,
  sampleModuleSource,
  type MappedDiagnostic,
  type SampleSource,
} from './samples/diagnostics.ts';
import { extractSamples } from './samples/extract.ts';
import { PlacementError, placeSample, type App, type ConfigKind, type Placement } from './samples/placement.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docsDir = path.join(root, 'content', 'docs');
const projectDir = path.join(root, 'tests', 'samples', 'project');
const cacheDir = path.join(root, '.cache', 'samples');
const APPS: App[] = ['api', 'web'];
const CONFIG_FILES: Record<ConfigKind, string> = { app: 'tsconfig.json', node: 'tsconfig.node.json' };

interface Sample extends SampleSource {
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
    const file = path.resolve(arg);
    if (!file.startsWith(docsDir + path.sep) || !file.endsWith('.md')) {
      throw new Error(`${arg}: not a page (expected content/docs/<section>/<name>.md)`);
    }
    if (!existsSync(file)) throw new Error(`${arg}: no such file`);
    return file;
  });
}

function ensureDependencies(): void {
  if (existsSync(path.join(projectDir, 'node_modules', '.bin', 'tsc'))) return;
  console.log('Installing the reference project (npm ci in tests/samples/project)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: projectDir,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) throw new Error('npm ci failed in tests/samples/project');
}

/** Copies the reference project without its node_modules, which are linked instead. */
function prepareCache(): void {
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  cpSync(projectDir, cacheDir, {
    recursive: true,
    filter: (source) => path.basename(source) !== 'node_modules',
  });
  const moduleDirs = ['node_modules', ...APPS.map((app) => path.join('apps', app, 'node_modules'))];
  for (const dir of moduleDirs) {
    const target = path.join(projectDir, dir);
    if (existsSync(target)) symlinkSync(target, path.join(cacheDir, dir), 'junction');
  }
}

function collectSamples(pages: string[], problems: Problem[]): Sample[] {
  const samples: Sample[] = [];
  for (const file of pages) {
    const markdownFile = toPosix(path.relative(root, file));
    const page = toPosix(path.relative(docsDir, file));
    const { blocks, aliasErrors } = extractSamples(readFileSync(file, 'utf8'));
    for (const alias of aliasErrors) {
      problems.push({
        location: `${markdownFile}:${alias.line}`,
        message: `code block language "${alias.language}" is TypeScript under another name: write \`${alias.expected}\` so the block is type-checked`,
      });
    }
    for (const block of blocks) {
      try {
        const placement = placeSample(block, page);
        samples.push({
          placement,
          code: block.code,
          path: placement.path,
          markdownFile,
          firstLine: block.firstLine,
          lineCount: block.code.split('\n').length,
        });
      } catch (error) {
        if (!(error instanceof PlacementError)) throw error;
        problems.push({ location: `${markdownFile}:${block.firstLine - 1}`, message: error.message });
      }
    }
  }
  return samples;
}

/** Writes `apps/<app>/tsconfig.samples.<kind>.json`: the app's config plus the sample files. */
function writeSampleConfig(app: App, kind: ConfigKind, samples: Sample[]): string {
  const appDir = path.join(cacheDir, 'apps', app);
  const base = JSON.parse(readFileSync(path.join(appDir, CONFIG_FILES[kind]), 'utf8')) as {
    include?: string[];
    exclude?: string[];
    files?: string[];
  };
  const files = samples.map((sample) => path.posix.relative(`apps/${app}`, sample.path));
  const config = {
    extends: `./${CONFIG_FILES[kind]}`,
    include: base.include ?? [],
    ...(base.exclude ? { exclude: base.exclude } : {}),
    files: [...(base.files ?? []), ...files],
  };
  const configPath = path.join(appDir, `tsconfig.samples.${kind}.json`);
  writeFileSync(configPath, `${JSON.stringify(config, null, 2)}\n`);
  return toPosix(path.relative(cacheDir, configPath));
}

function runTsc(configPath: string): Promise<{ output: string; exitCode: number }> {
  const tsc = path.join(projectDir, 'node_modules', 'typescript', 'bin', 'tsc');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [tsc, '-p', configPath, '--noEmit', '--pretty', 'false'],
      { cwd: cacheDir, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const exitCode = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ output: `${stdout}${stderr}`, exitCode });
      },
    );
  });
}

async function main(): Promise<number> {
  const pages = pagesFromArgs(process.argv.slice(2));
  const problems: Problem[] = [];
  const samples = collectSamples(pages, problems);

  const diagnostics: MappedDiagnostic[] = [];
  if (samples.length > 0) {
    ensureDependencies();
    prepareCache();
    for (const sample of samples) {
      const file = path.join(cacheDir, sample.path);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, sampleModuleSource(sample.code));
    }

    const samplesByPath = new Map(samples.map((sample) => [sample.path, sample] as const));
    const runs: Promise<void>[] = [];
    for (const app of APPS) {
      for (const kind of Object.keys(CONFIG_FILES) as ConfigKind[]) {
        const group = samples.filter((sample) => sample.placement.app === app && sample.placement.config === kind);
        if (group.length === 0) continue;
        const configPath = writeSampleConfig(app, kind, group);
        runs.push(
          runTsc(configPath).then(({ output, exitCode }) => {
            const parsed = parseTscOutput(output);
            if (exitCode !== 0 && parsed.length === 0) {
              problems.push({ location: configPath, message: `tsc failed:\n${output.trim()}` });
            }
            for (const diagnostic of parsed) diagnostics.push(mapDiagnostic(diagnostic, samplesByPath));
          }),
        );
      }
    }
    await Promise.all(runs);
  }

  for (const diagnostic of diagnostics) {
    const where = diagnostic.sample ? diagnostic.location : `tests/samples/project (copy): ${diagnostic.location}`;
    problems.push({ location: where, message: `${diagnostic.code}: ${diagnostic.message}` });
  }

  if (problems.length === 0) {
    console.log(`${samples.length} code samples type-checked`);
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
