/**
 * How a page's command is run. Every command runs as written in `bash`, in the folder the previous commands
 * left, except for these substitutions, each printed next to the command it changes:
 *
 * 1. `npm create flarekit@latest <args>` runs this repository's packed CLI instead of the registry's:
 *    `npm exec --yes --package=<tarball> -- create-flarekit <args>`, with the first `--` dropped, as npm create drops
 *    it (what follows `||` or `&&` stays as written). Without `-y` it runs in a pseudo-terminal and every question is answered with Enter (the default), as the
 *    pages say.
 * 2. `npm run deploy` (and any script it calls) runs with `wrangler deploy` as `wrangler deploy --dry-run`: for that
 *    command, the project's `node_modules/.bin/wrangler` entries are wrapped (DRY_RUN_WRANGLER), so the build and
 *    bundling are real and nothing is uploaded.
 * 3. In a `curl` command, the placeholder session cookie `better-auth.session_token=…` becomes the cookie of a test
 *    user signed in with a real session in the local D1 database (there is no Discord offline).
 * 4. A `curl` to the deployed app (an `https://` address: `https://app.example.com`,
 *    `https://my-app.<your-subdomain>.workers.dev`) asks the project's local `wrangler dev` at http://localhost:8787
 *    instead: the same Worker, run by the same runtime, without an account.
 * 5. In a `curl` command, a UUID the page printed as the id of an earlier answer (`3f0c6a52-…`, matched by its first
 *    group) becomes the id the project really answered there, so the request is about the same item.
 * 6. `npm run dev`, `npm run dev:web` and `npm run db:studio` start in the background; the runner waits until their
 *    ports answer and stops them at the end. The same command again stops the running one first, as the reader's
 *    Ctrl+C before starting it again.
 *
 * A walkthrough in another package manager's tab (yarn, pnpm, bun) runs each command of an `npm` block as that tab
 * shows it (the site's own conversion), and its `create` as the packed CLI started with that manager's user agent,
 * which is how `<manager> create flarekit` tells the CLI which manager ran it.
 *
 * Besides, `curl` prints the status code after the body (`--write-out`), so an answer printed as `# 201 {…}` can be
 * compared; the output itself is not changed.
 */

import { convertCommand } from 'flarekit-docs/pipeline/package-managers';
import type { PackageManager } from 'create-flarekit/compose/package-managers';
import type { RealAnswer } from './answers.ts';

export type RunMode = 'run' | 'prompts' | 'background';

/** Drizzle Studio's local server (`drizzle-kit studio`'s default port). */
export const STUDIO_URL = 'http://127.0.0.1:4983/';
/** Vite's dev server of the web app alone (`npm run dev:web`). */
export const WEB_URL = 'http://localhost:5173/';

/** Scripts that keep running (started in the background), and the address each one serves when it is not the API's. */
const BACKGROUND_SCRIPTS: Readonly<Record<string, string | undefined>> = {
  'npm run dev': undefined,
  'npm run dev:web': WEB_URL,
  'npm run db:studio': STUDIO_URL,
};

export interface PlannedCommand {
  /** The command as the reader types it: the page's, or its form in the walkthrough's tab. */
  typed: string;
  /** The shell text that runs. */
  shell: string;
  mode: RunMode;
  /** The substitutions made, for the report; empty when the command runs as written. */
  substitutions: string[];
  /** Set for `npm run deploy`: run with `wrangler deploy` made a dry run (DRY_RUN_WRANGLER). */
  dryRunDeploy: boolean;
  /** Set when the command needs a signed-in session cookie in place of `…`. */
  session: boolean;
  /** For a background command other than `npm run dev`: the address that answers once it is up. */
  serves?: string;
}

export const SESSION_PLACEHOLDER = 'better-auth.session_token=…';
/** `npm create flarekit@latest`, its arguments, and what the shell does after it (`|| echo …`), kept as written. */
const CREATE = /^npm create flarekit@latest(?:\s+(.*?))?(\s+(?:\|\||&&)\s.*)?$/s;

/** Whether a command runs the CLI: `npm create flarekit@latest …`. */
export function isCreate(command: string): boolean {
  return CREATE.test(command);
}

/** A package manager a walkthrough runs the tabs of, and the user agent its `create` passes to the CLI. */
export interface ManagerRun {
  name: Exclude<PackageManager, 'npm'>;
  /** `npm_config_user_agent` as the manager sets it: `pnpm/12.21.0 npm/? node/v24.21.0 linux x64`. */
  userAgent: string;
}

export interface PlanOptions {
  /** The test user's session cookie, for a command with the placeholder one. */
  cookie?: string;
  /** The ids earlier answers generated, by the first group of the page's example id (see `answeredIds`). */
  ids?: ReadonlyMap<string, string>;
  /** For a command of an `npm` block in another manager's walkthrough: run it as that manager's tab shows it. */
  manager?: ManagerRun;
}

/** Plans how one command of a page runs; `tarball` is the packed CLI. */
export function planCommand(command: string, tarball: string, options: PlanOptions = {}): PlannedCommand {
  const { cookie, ids = new Map<string, string>(), manager } = options;
  // What the reader types: the command, or its form in the manager's tab.
  const typed = manager ? convertCommand(command, manager.name) : command;
  const create = CREATE.exec(command);
  if (create) {
    const args = (create[1] ?? '').split(/\s+/).filter(Boolean);
    if (args.some((arg) => /["'`$\\;&|<>]/.test(arg))) {
      throw new Error(`npm create with quotes or shell syntax is not supported: ${command}`);
    }
    const separator = args.indexOf('--');
    if (separator !== -1) args.splice(separator, 1);
    const interactive = !args.includes('-y') && !args.includes('--yes');
    const cli = ['npm', 'exec', '--yes', `--package=${tarball}`, '--', 'create-flarekit', ...args].join(' ');
    const agent = manager ? `npm_config_user_agent='${manager.userAgent}' ` : '';
    const shell = `${agent}${cli}${create[2] ?? ''}`;
    return {
      typed,
      shell,
      mode: interactive ? 'prompts' : 'run',
      substitutions: [
        `runs the packed CLI: ${cli.replace(tarball, '<create-flarekit tarball>')}`,
        ...(manager
          ? [
              `with ${manager.name}'s user agent (${manager.userAgent.split(' ')[0]}), as ${manager.name} create sets it`,
            ]
          : []),
        ...(interactive ? ['answers every question with Enter'] : []),
      ],
      dryRunDeploy: false,
      session: false,
    };
  }
  if (/^npm run deploy(\s|$)/.test(command)) {
    return {
      typed,
      shell: typed,
      mode: 'run',
      substitutions: ['runs wrangler deploy as wrangler deploy --dry-run'],
      dryRunDeploy: true,
      session: false,
    };
  }
  if (Object.hasOwn(BACKGROUND_SCRIPTS, command)) {
    const serves = BACKGROUND_SCRIPTS[command];
    return {
      typed,
      shell: typed,
      mode: 'background',
      substitutions: [],
      dryRunDeploy: false,
      session: false,
      ...(serves ? { serves } : {}),
    };
  }
  if (/^curl\s/.test(command)) return planCurl(command, cookie, ids);
  return { typed, shell: typed, mode: 'run', substitutions: [], dryRunDeploy: false, session: false };
}

/** A deployed app's origin in a command: `https://` and a host (`<your-subdomain>` placeholders included). */
const DEPLOYED_ORIGIN = /https:\/\/[^\s/"']+/g;
const LOCAL_WORKER = 'http://localhost:8787';

const ANY_UUID = /\b([0-9a-f]{8})-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

function planCurl(command: string, cookie: string | undefined, ids: ReadonlyMap<string, string>): PlannedCommand {
  let shell = command;
  const substitutions: string[] = [];
  const deployed = [...new Set(command.match(DEPLOYED_ORIGIN) ?? [])];
  if (deployed.length > 0) {
    shell = shell.replace(DEPLOYED_ORIGIN, LOCAL_WORKER);
    substitutions.push(`asks the local wrangler dev (${LOCAL_WORKER}) in place of the deployed ${deployed.join(', ')}`);
  }
  const replaced = new Set<string>();
  shell = shell.replace(ANY_UUID, (uuid, key: string) => {
    const real = ids.get(key.toLowerCase());
    if (!real) return uuid;
    replaced.add(uuid);
    return real;
  });
  for (const uuid of replaced) substitutions.push(`the id an earlier answer generated in place of the page's ${uuid}`);
  const session = command.includes(SESSION_PLACEHOLDER);
  if (session) {
    if (!cookie) throw new Error('the command needs a signed-in session, and the project has no sign-in');
    shell = shell.replaceAll(SESSION_PLACEHOLDER, cookie);
    substitutions.push('the session cookie of a signed-in test user in place of better-auth.session_token=…');
  }
  return { typed: command, shell, mode: 'run', substitutions, dryRunDeploy: false, session };
}

/** `npm install|i|add`, `pnpm add`, `yarn add` or `bun add` followed by its arguments. */
const INSTALL = /^(?:npm\s+(?:install|i|add)|pnpm\s+add|yarn\s+add|bun\s+add)\s+(.*)$/s;
/** A package spec with an exact version: `hono@4.13.19`, `@tanstack/react-query-devtools@5.107.1`, `x@1.0.0-rc.1`. */
const EXACT_SPEC = /^(?:@[\w.-]+\/)?[\w.-]+@\d+\.\d+\.\d+(?:-[\w.]+)?$/;

/**
 * The packages a command installs without an exact version (`npm install -D @tanstack/react-query-devtools`): what
 * such a command gets changes with each release, so a page that ran in CI one day fails the next (a new release's peer
 * range may refuse the project's pins). Flags are skipped; a plain `npm install` installs nothing new.
 */
export function unpinnedPackages(command: string): string[] {
  const install = INSTALL.exec(command.trim());
  if (!install) return [];
  return install[1]!
    .split(/\s+/)
    .filter((arg) => arg && !arg.startsWith('-'))
    .filter((spec) => !EXACT_SPEC.test(spec));
}

/** Whether a `curl` command prints the response headers: before the body (`-i`, `--include`) or alone (`-I`, `--head`). */
export function includesHeaders(command: string): boolean {
  return /(^|\s)(-i|--include|-I|--head)(\s|$)/.test(command);
}

/** The status line `curl` prints after the body, and how the runner splits it off again. */
export const CURL_FUNCTION = `curl() { command curl --silent --show-error --write-out '\\n%{http_code}' "$@"; }`;

/**
 * The status and body of what the `curl` of CURL_FUNCTION printed; with `withHeaders` (the command has `-i` or `-I`), also
 * the status line and the headers, taken off the body.
 */
export function splitCurlOutput(output: string, withHeaders = false): RealAnswer {
  const at = output.lastIndexOf('\n');
  const status = Number(output.slice(at + 1).trim());
  if (at === -1 || !Number.isInteger(status)) throw new Error(`curl printed no status: ${output.slice(-300)}`);
  const printed = output.slice(0, at);
  if (!withHeaders) return { status, body: printed };
  const end = printed.search(/\r?\n\r?\n/);
  if (end === -1) throw new Error(`curl -i printed no headers: ${printed.slice(0, 300)}`);
  const [statusLine = '', ...headers] = printed
    .slice(0, end)
    .split(/\r?\n/)
    .map((line) => line.trim());
  const body = printed.slice(end).replace(/^\r?\n\r?\n/, '');
  return { status, statusLine, headers, body };
}

/**
 * What stands in for a project's `node_modules/.bin/wrangler` during `npm run deploy` (and its form in each tab): the
 * original, moved next to it as `wrangler.walkthrough-original`, with `deploy` made `deploy --dry-run`. Every manager
 * runs a script's binaries from these folders, whatever shell it runs the script with.
 */
export const DRY_RUN_WRANGLER = `#!/bin/sh
original="$(dirname "$0")/wrangler.walkthrough-original"
if [ "$1" = "deploy" ]; then
  shift
  exec "$original" deploy --dry-run "$@"
fi
exec "$original" "$@"
`;

/**
 * What a command printed, as a walkthrough in `manager`'s tab expects it: the page shows npm's output, so a line
 * that is an npm command becomes the tab's form, and the word `npm` elsewhere (`Which package manager?  npm`) the
 * manager's name.
 */
export function outputInManager(text: string, manager: Exclude<PackageManager, 'npm'>): string {
  return text
    .split('\n')
    .map((line) => {
      const command = /^(\s*)((?:npm|npx)\s.*)$/.exec(line);
      if (command) return `${command[1] ?? ''}${convertCommand(command[2] ?? '', manager)}`;
      return line.replace(/\bnpm\b/g, manager);
    })
    .join('\n');
}
