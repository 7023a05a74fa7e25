/**
 * How a run ends, in one shape for people (the terminal) and for programs (`--json`): a created project, or a failure
 * with a stable code. Every failure exits 1; `written` says whether the project's files are on disk (a later step, the
 * install or git, failed) or nothing was written (the run was refused or cancelled first).
 */
import type { PackageManager } from '../compose/package-managers.ts';
import type { GitOutcome } from './git.ts';
import type { TemplateId } from './select-template.ts';

/** Each failure's code, with when it happens: `create-flarekit --help` and the CLI Options page list them. */
export const FAILURES = {
  'invalid-arguments': 'an unknown option, an invalid value, or more than one project name',
  'invalid-project-name': 'a project name that is not a valid Worker name',
  'folder-not-empty': 'the project folder exists and is not empty, or is not a folder',
  'answers-needed': 'no terminal to ask in (standard input is not a TTY, or --json) and a question without its flag',
  cancelled: 'a question cancelled with Ctrl+C or Escape',
  'node-too-old': 'Node.js older than 18',
  'generate-failed': 'the templates could not be composed',
  'write-failed': 'writing the files failed (those written stay)',
  'install-failed': 'installing the dependencies failed (the files stay)',
  'git-failed': 'initialising git failed (the files stay)',
} as const;
export type FailureCode = keyof typeof FAILURES;

/** Exit codes: 0 when the project was created (or, with --dry-run, would be) and every step succeeded; 1 otherwise. */
export const EXIT_CODES = { created: 0, failed: 1 } as const;

export interface Failure {
  ok: false;
  error: {
    code: FailureCode;
    message: string;
    /** Whether the project's files are on disk. */
    written: boolean;
    /** The project folder as given, for `cd` (null: the current folder), when the files are on disk. */
    folder?: string | null;
    /** The commands left to run in the project folder after a failed step. */
    remaining?: string[];
    /** What the failed command printed. */
    output?: string;
  };
}

export interface Created {
  ok: true;
  /** With --dry-run: nothing was written or run; `files` and `commands` say what would be. */
  dryRun: boolean;
  project: {
    name: string;
    /** Absolute path of the project folder. */
    path: string;
    /** The folder as given, for `cd`; null when it is the current folder. */
    cd: string | null;
  };
  template: TemplateId;
  packageManager: PackageManager;
  /** Every file of the project, relative POSIX paths, sorted. */
  files: string[];
  /** The commands the run takes in the project folder after writing it: install, then git. */
  commands: string[];
  installed: boolean;
  git: GitOutcome['kind'] | 'not-run';
  nextSteps: string[];
  /** Warnings for the user (a Node.js too old for the project), one string each. */
  notices: string[];
}

export type Outcome = Created | Failure;

export function failure(code: FailureCode, message: string, details: Partial<Failure['error']> = {}): Failure {
  return { ok: false, error: { code, message, written: false, ...details } };
}

export function exitCodeOf(outcome: Outcome): number {
  return outcome.ok ? EXIT_CODES.created : EXIT_CODES.failed;
}

/** The one JSON document `--json` prints on stdout. */
export function outcomeJson(outcome: Outcome): string {
  return `${JSON.stringify(outcome, null, 2)}\n`;
}
