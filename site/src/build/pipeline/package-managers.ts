/**
 * Turns an npm command into its yarn, pnpm and bun equivalents, so a page writes each command once (in an `npm` code
 * block) and readers see it in the package manager they use.
 */
import type { PackageManager } from '../../shared/package-managers.ts';

type Rewrite = (args: string[]) => string;

const RUNNERS: Record<
  Exclude<PackageManager, 'npm'>,
  { create: Rewrite; install: Rewrite; run: Rewrite; exec: Rewrite }
> = {
  yarn: {
    create: (args) => `yarn create ${args.join(' ')}`,
    install: (args) => (args.length ? `yarn add ${args.join(' ')}` : 'yarn install'),
    run: (args) => `yarn ${args.join(' ')}`,
    exec: (args) => `yarn dlx ${args.join(' ')}`,
  },
  pnpm: {
    create: (args) => `pnpm create ${args.join(' ')}`,
    install: (args) => (args.length ? `pnpm add ${args.join(' ')}` : 'pnpm install'),
    run: (args) => `pnpm ${args.join(' ')}`,
    exec: (args) => `pnpm dlx ${args.join(' ')}`,
  },
  bun: {
    create: (args) => `bun create ${args.join(' ')}`,
    install: (args) => (args.length ? `bun add ${args.join(' ')}` : 'bun install'),
    run: (args) => `bun run ${args.join(' ')}`,
    exec: (args) => `bunx ${args.join(' ')}`,
  },
};

/** `create-x@latest` / `x@latest` → `x`: the other managers fetch the latest version of a create package themselves. */
function stripLatest(spec: string): string {
  return spec.replace(/@latest$/, '');
}

/** Converts one line. Lines that are not npm/npx commands (comments, `cd my-app`) are returned unchanged. */
export function convertCommand(line: string, to: PackageManager): string {
  if (to === 'npm') return line;
  const words = line.trim().split(/\s+/);
  const [tool, verb, ...rest] = words;
  const runner = RUNNERS[to];
  if (tool === 'npx' && verb) return runner.exec([verb, ...rest]);
  if (tool !== 'npm' || !verb) return line;
  switch (verb) {
    case 'create':
    case 'init':
      // npm needs `--` before options meant for the create package; yarn, pnpm and bun pass them on directly.
      return runner.create([stripLatest(rest[0] ?? ''), ...stripArgSeparator(rest.slice(1))].filter(Boolean));
    case 'install':
    case 'i':
    case 'add': {
      const dev = rest.some((arg) => arg === '-D' || arg === '--save-dev');
      const packages = rest.filter((arg) => arg !== '-D' && arg !== '--save-dev');
      if (packages.length === 0) return runner.install([]);
      return runner.install(dev ? ['-D', ...packages] : packages);
    }
    case 'ci':
      return to === 'yarn' ? 'yarn install --frozen-lockfile' : `${to} install --frozen-lockfile`;
    case 'run':
    case 'run-script':
      return runner.run(stripArgSeparator(rest));
    case 'test':
    case 'start':
      return runner.run([verb, ...stripArgSeparator(rest)]);
    case 'exec':
      return runner.exec(stripArgSeparator(rest));
    case 'uninstall':
    case 'remove':
      return `${to} remove ${rest.join(' ')}`;
    default:
      return line;
  }
}

/** `npm run dev -- --port 3000` passes args after `--`; yarn, pnpm and bun take them directly. */
function stripArgSeparator(args: string[]): string[] {
  const index = args.indexOf('--');
  return index === -1 ? args : [...args.slice(0, index), ...args.slice(index + 1)];
}

export function convertScript(script: string, to: PackageManager): string {
  return script
    .split('\n')
    .map((line) => convertCommand(line, to))
    .join('\n');
}
