/**
 * The project name rule alone: a name → why the CLI refuses it, or undefined when it takes it. No file system and no
 * paths, so the documentation site's command builder runs it in the browser (package.json `exports`:
 * `create-flarekit/cli/project-name-rule`); project-name.ts applies it to the answer the CLI is given. The name
 * becomes the `name` in package.json, the Worker's `name` in wrangler.jsonc (`<name>`, and `<name>-staging` for the
 * staging environment) and the D1 database's (`<name>-db`), so it must be both a Worker name and an npm package name.
 * validate-npm-package-name reads Node's `builtinModules` (`require('module')`); a browser bundle provides that list.
 */
import validatePackageName from 'validate-npm-package-name';

/**
 * The longest Worker name Cloudflare accepts: the name is the first label of `<name>.<subdomain>.workers.dev`, a DNS
 * label (wrangler's `checkWorkerNameValidity` in @cloudflare/workers-utils: lowercase letters, digits and dashes, no
 * dash at either end, at most 63 characters).
 */
export const WORKER_NAME_LIMIT = 63;
/** The longest suffix the project's own names add to it: the staging Worker, `<name>-staging`. */
const LONGEST_WORKER_SUFFIX = '-staging';
/** 55: so that `<name>-staging` is still a Worker name. */
export const MAX_PROJECT_NAME_LENGTH = WORKER_NAME_LIMIT - LONGEST_WORKER_SUFFIX.length;

/** The rule, as the messages, the help and the documentation state it. */
export const WORKER_NAME_RULE = `lowercase letters, digits and dashes, no dash at the start or end, at most ${MAX_PROJECT_NAME_LENGTH} characters`;

const EXAMPLE_NAME = 'my-app';

/** What the CLI says when the name (after trimming) is empty. */
export const EMPTY_NAME_PROBLEM = 'The project name is empty.';

/**
 * Why `name` cannot be the project's name, or undefined when it can. `source` says where the name came from when the
 * user did not type it as it is (a path's last part, the current folder).
 */
export function projectNameProblem(name: string, source?: string): string | undefined {
  if (name === '') return EMPTY_NAME_PROBLEM;
  return workerNameProblem(name, source) ?? packageNameProblem(name, source) ?? reservedNameProblem(name, source);
}

/** Names that are the CLI's commands, each with what it does instead of creating a project. */
const COMMANDS: Readonly<Record<string, string>> = {
  doctor: 'checks an existing project',
  add: 'adds a feature to an existing project',
  upgrade: 'moves an existing project to a newer version',
};
export const RESERVED_NAMES: readonly string[] = Object.keys(COMMANDS);

/** Why `name` cannot be a project's name although it is a valid Worker name: it is one of the CLI's commands. */
export function reservedNameProblem(name: string, source?: string): string | undefined {
  if (!RESERVED_NAMES.includes(name)) return undefined;
  return (
    `${subject(name, source)} cannot be the project name: create-flarekit ${name} is the command that ` +
    `${COMMANDS[name]}. Choose another name (for example my-${name}-app).`
  );
}

/** Why `name` cannot be a Worker name (with room for `-staging`), or undefined when it can be. */
export function workerNameProblem(name: string, source?: string): string | undefined {
  const reasons: string[] = [];
  const characters: string[] = [];
  if (/[A-Z]/.test(name)) characters.push('uppercase letters');
  for (const character of new Set(name.replace(/[a-zA-Z0-9-]/g, ''))) characters.push(`"${character}"`);
  if (characters.length > 0) reasons.push(`it has ${list(characters)}`);
  const dashes = [name.startsWith('-') ? 'starts' : '', name.endsWith('-') ? 'ends' : ''].filter(Boolean);
  if (dashes.length > 0) reasons.push(`it ${list(dashes)} with a dash`);
  if (name.length > MAX_PROJECT_NAME_LENGTH) {
    reasons.push(
      `it has ${name.length} characters (a Worker name has at most ${WORKER_NAME_LIMIT}, and the staging Worker adds "${LONGEST_WORKER_SUFFIX}")`,
    );
  }
  if (reasons.length === 0) return undefined;
  return (
    `${subject(name, source)} cannot be the project name: ${reasons.join('; ')}. ` +
    `The name becomes the Cloudflare Worker's name, so use ${WORKER_NAME_RULE} (for example ${exampleFor(name)}).`
  );
}

/** Why `name` cannot be an npm package name, or undefined when it can be. */
export function packageNameProblem(name: string, source?: string): string | undefined {
  const result = validatePackageName(name);
  if (result.validForNewPackages) return undefined;
  const reasons = [...(result.errors ?? []), ...(result.warnings ?? [])];
  return (
    `${subject(name, source)} is not a valid npm package name: ${reasons.join('; ')}. ` +
    `Choose another name (for example ${EXAMPLE_NAME}).`
  );
}

/** A valid name close to the one given (`My_App` → `my-app`), or the plain example when nothing of it is left. */
function exampleFor(name: string): string {
  const close = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, MAX_PROJECT_NAME_LENGTH)
    .replace(/-+$/, '');
  return close !== '' && packageNameProblem(close) === undefined ? close : EXAMPLE_NAME;
}

function subject(name: string, source: string | undefined): string {
  return source ? `"${name}" (${source})` : `"${name}"`;
}

function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
