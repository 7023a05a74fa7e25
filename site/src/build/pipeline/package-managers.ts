/**
 * Turns an npm command into its yarn, pnpm and bun equivalents, so a page writes each command once (in an `npm` code
 * block) and readers see it in the package manager they use.
 *
 * The words for installs, scripts, binaries and create packages are the CLI's own (`managerWords`, which says why
 * each form is the unambiguous one); adding and removing a package are the site's alone.
 * A command this module cannot convert is an error, so a page never shows a wrong command in a tab.
 */
import { managerWords } from 'create-flarekit/compose/package-managers';
import type { PackageManager } from '../../shared/package-managers.ts';

/**
 * Binaries that generated projects install (name → the package that provides it). `npx` only ever appears in pages
 * for these: a command for any other binary would need `dlx`, which Yarn 1 lacks, so it is refused.
 */
export const PROJECT_BINARIES: Readonly<Record<string, string>> = {
  wrangler: 'wrangler',
  'drizzle-kit': 'drizzle-kit',
  vitest: 'vitest',
  playwright: '@playwright/test',
  orval: 'orval',
  tsc: 'typescript',
  vite: 'vite',
};

export class UnsupportedCommandError extends Error {}

type Manager = Exclude<PackageManager, 'npm'>;

interface Forms {
  create: (args: string[]) => string[];
  install: string[];
  add: (dev: boolean) => string[];
  remove: string[];
  frozenInstall: string[];
  script: (name: string) => string[];
  binary: string[];
}

/** The CLI's words for the shared forms; `add` and `remove` are written here. */
function formsOf(manager: Manager, devFlag: string): Forms {
  const words = managerWords(manager);
  return {
    create: (args) => [...words.create, ...args],
    install: [...words.install],
    add: (dev) => [manager, 'add', ...(dev ? [devFlag] : [])],
    remove: [manager, 'remove'],
    frozenInstall: [...words.frozenInstall],
    script: (name) => [...words.run, name],
    binary: [...words.exec],
  };
}

const FORMS: Record<Manager, Forms> = {
  yarn: formsOf('yarn', '-D'),
  pnpm: formsOf('pnpm', '-D'),
  bun: formsOf('bun', '-d'),
};

const DEV_FLAGS = new Set(['-D', '--save-dev']);

/** `create-x@latest` / `x@latest` → `x`: the other managers fetch the latest version of a create package themselves. */
function stripLatest(spec: string): string {
  return spec.replace(/@latest$/, '');
}

/** npm needs `--` before arguments meant for the script or create package; yarn, pnpm and bun pass them on directly. */
function withoutSeparator(args: string[]): string[] {
  const index = args.indexOf('--');
  return index === -1 ? args : [...args.slice(0, index), ...args.slice(index + 1)];
}

function convertWords(words: string[], forms: Forms): string[] {
  const [tool, verb, ...rest] = words;
  if (tool === 'npx' || (tool === 'npm' && verb === 'exec')) {
    const [binary, ...args] = tool === 'npx' ? words.slice(1) : withoutSeparator(rest);
    if (!binary || binary.startsWith('-')) throw new UnsupportedCommandError('npx needs a binary name first');
    if (!(binary in PROJECT_BINARIES)) {
      throw new UnsupportedCommandError(
        `"${binary}" is not a binary the project installs (${Object.keys(PROJECT_BINARIES).join(', ')}); write a plain sh block for one-off tools`,
      );
    }
    return [...forms.binary, binary, ...args];
  }
  switch (verb) {
    case 'create':
    case 'init':
      return forms.create([stripLatest(rest[0] ?? ''), ...withoutSeparator(rest.slice(1))].filter(Boolean));
    case 'install':
    case 'i':
    case 'add': {
      const packages = rest.filter((arg) => !DEV_FLAGS.has(arg));
      if (packages.some((arg) => arg.startsWith('-')))
        throw new UnsupportedCommandError(`unsupported install option in "${words.join(' ')}"`);
      if (packages.length === 0) return forms.install;
      return [...forms.add(rest.some((arg) => DEV_FLAGS.has(arg))), ...packages];
    }
    case 'ci':
      if (rest.length) throw new UnsupportedCommandError('npm ci takes no arguments here');
      return forms.frozenInstall;
    case 'run':
    case 'run-script': {
      const [script, ...args] = rest;
      if (!script || script.startsWith('-')) throw new UnsupportedCommandError('npm run needs a script name first');
      return [...forms.script(script), ...withoutSeparator(args)];
    }
    case 'test':
    case 'start':
      return [...forms.script(verb), ...withoutSeparator(rest)];
    case 'uninstall':
    case 'remove':
      return [...forms.remove, ...rest];
    default:
      throw new UnsupportedCommandError(
        `no ${tool === 'npm' ? `yarn/pnpm/bun form for "npm ${verb ?? ''}"` : 'npm command'}`,
      );
  }
}

/**
 * Converts one line. Blank lines, comments and lines that do not start with `npm`/`npx` (`cd my-app`, `cp …`) are
 * returned unchanged; an npm/npx command with no known equivalent throws UnsupportedCommandError.
 */
export function convertCommand(line: string, to: PackageManager): string {
  if (to === 'npm') return line;
  const trimmed = line.trim();
  const words = trimmed.split(/\s+/);
  if (words[0] !== 'npm' && words[0] !== 'npx') return line;
  const indent = line.slice(0, line.length - line.trimStart().length);
  return indent + convertWords(words, FORMS[to]).join(' ');
}

/** Converts every line of an `npm` block. Throws UnsupportedCommandError with the 1-based line number in the block. */
export function convertScript(script: string, to: PackageManager): string {
  return script
    .split('\n')
    .map((line, index) => {
      try {
        return convertCommand(line, to);
      } catch (error) {
        if (error instanceof UnsupportedCommandError)
          throw new UnsupportedCommandError(`line ${index + 1} "${line.trim()}": ${error.message}`);
        throw error;
      }
    })
    .join('\n');
}
