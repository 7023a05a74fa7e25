/**
 * How a page's command is run. Every command runs as written in `bash`, in the folder the previous commands
 * left, except for these substitutions, each printed next to the command it changes:
 *
 * 1. `npm create flarekit@latest <args>` runs this repository's packed CLI instead of the registry's:
 *    `npm exec --yes --package=<tarball> -- create-flarekit <args>`, with the first `--` dropped, as npm create drops
 *    it. Without `-y` it runs in a pseudo-terminal and every question is answered with Enter (the default), as the
 *    pages say.
 * 2. `npm run deploy` (and any script it calls) runs with `wrangler deploy` as `wrangler deploy --dry-run`: npm runs
 *    the scripts through a shell that rewrites it, so the build and bundling are real and nothing is uploaded.
 * 3. In a `curl` command, the placeholder session cookie `better-auth.session_token=…` becomes the cookie of a test
 *    user signed in with a real session in the local D1 database (there is no Discord offline).
 * 4. `npm run dev` starts in the background; the runner waits until its ports answer and stops it at the end.
 *
 * Besides, `curl` prints the status code after the body (`--write-out`), so an answer printed as `# 201 {…}` can be
 * compared; the output itself is not changed.
 */

export type RunMode = 'run' | 'prompts' | 'background';

export interface PlannedCommand {
  /** The shell text that runs. */
  shell: string;
  mode: RunMode;
  /** The substitutions made, for the report; empty when the command runs as written. */
  substitutions: string[];
  /** Set for `npm run deploy`: run with the dry-run script shell. */
  dryRunDeploy: boolean;
  /** Set when the command needs a signed-in session cookie in place of `…`. */
  session: boolean;
}

export const SESSION_PLACEHOLDER = 'better-auth.session_token=…';
const CREATE = /^npm create flarekit@latest(?:\s+(.*))?$/;

/** Plans how one command of a page runs. `tarball` is the packed CLI; `cookie` the test user's session cookie. */
export function planCommand(command: string, tarball: string, cookie?: string): PlannedCommand {
  const create = CREATE.exec(command);
  if (create) {
    const args = (create[1] ?? '').split(/\s+/).filter(Boolean);
    if (args.some((arg) => /["'`$\\;&|<>]/.test(arg))) {
      throw new Error(`npm create with quotes or shell syntax is not supported: ${command}`);
    }
    const separator = args.indexOf('--');
    if (separator !== -1) args.splice(separator, 1);
    const interactive = !args.includes('-y') && !args.includes('--yes');
    const shell = ['npm', 'exec', '--yes', `--package=${tarball}`, '--', 'create-flarekit', ...args].join(' ');
    return {
      shell,
      mode: interactive ? 'prompts' : 'run',
      substitutions: [
        `runs the packed CLI: ${shell.replace(tarball, '<create-flarekit tarball>')}`,
        ...(interactive ? ['answers every question with Enter'] : []),
      ],
      dryRunDeploy: false,
      session: false,
    };
  }
  if (/^npm run deploy(\s|$)/.test(command)) {
    return {
      shell: command,
      mode: 'run',
      substitutions: ['runs wrangler deploy as wrangler deploy --dry-run'],
      dryRunDeploy: true,
      session: false,
    };
  }
  if (/^npm run dev$/.test(command)) {
    return { shell: command, mode: 'background', substitutions: [], dryRunDeploy: false, session: false };
  }
  if (/^curl\s/.test(command) && command.includes(SESSION_PLACEHOLDER)) {
    if (!cookie) throw new Error('the command needs a signed-in session, and the project has no sign-in');
    return {
      shell: command.replaceAll(SESSION_PLACEHOLDER, cookie),
      mode: 'run',
      substitutions: ['the session cookie of a signed-in test user in place of better-auth.session_token=…'],
      dryRunDeploy: false,
      session: true,
    };
  }
  return { shell: command, mode: 'run', substitutions: [], dryRunDeploy: false, session: false };
}

/** The status line `curl` prints after the body, and how the runner splits it off again. */
export const CURL_FUNCTION = `curl() { command curl --silent --show-error --write-out '\\n%{http_code}' "$@"; }`;

export function splitCurlOutput(output: string): { status: number; body: string } {
  const at = output.lastIndexOf('\n');
  const status = Number(output.slice(at + 1).trim());
  if (at === -1 || !Number.isInteger(status)) throw new Error(`curl printed no status: ${output.slice(-300)}`);
  return { status, body: output.slice(0, at) };
}

/**
 * The shell npm runs scripts with during `npm run deploy` (its `script-shell`): the script with every
 * `wrangler deploy` made a dry run. npm calls it as `<shell> -c <script>`.
 */
export const DRY_RUN_SCRIPT_SHELL = `#!/bin/sh
if [ "$1" = "-c" ]; then
  script=$(printf '%s' "$2" | sed 's/wrangler deploy/wrangler deploy --dry-run/g')
  shift 2
  exec /bin/sh -c "$script" "$@"
fi
exec /bin/sh "$@"
`;
