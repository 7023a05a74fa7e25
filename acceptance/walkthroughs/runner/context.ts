/** What the steps of one walkthrough share while they run, and the failure they report. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RunningProcess } from 'flarekit-docs/processes';
import type { TestUser } from '../../lib/sessions.ts';
import type { ManagerRun } from '../commands.ts';

/** A failed step: the page, the line, the command and what differed. Its stack is the message alone. */
export class StepFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StepFailure';
    this.stack = `${this.name}: ${message}`;
  }
}

export interface Context {
  page: string;
  /** The folder the commands are in, as `cd` left it. */
  cwd: string;
  log: string;
  servers: RunningProcess[];
  /** Set after a file of the project changed or a command ran: the next answers may wait for the servers to reload. */
  changedAt: number;
  /** The test users, once signed in (sign-in.ts): Alice, Bob, and Carol, an admin. */
  users?: TestUser[];
  /** The ids earlier answers generated, by the page's example id (`answeredIds`). */
  ids: Map<string, string>;
  /** Set when the walkthrough runs another manager's tab. */
  manager?: ManagerRun;
  report: string[];
}

export function where(context: Context, line: number): string {
  return `${context.page}:${line}`;
}

/** ` (12.3 s)` for a step that took a second or more, else nothing. */
export function took(started: number): string {
  const seconds = (performance.now() - started) / 1000;
  return seconds >= 1 ? ` (${seconds.toFixed(1)} s)` : '';
}

export function tail(text: string, length = 2500): string {
  return text.trim().slice(-length);
}

/** The folder of the API in the current project: `apps/api` of a full-stack project, else the project itself. */
export function apiDir(cwd: string): string {
  return existsSync(path.join(cwd, 'apps', 'api')) ? path.join(cwd, 'apps', 'api') : cwd;
}

/** The folder of the project the commands are in: the nearest one up from `cwd` with a flarekit.json. */
export function projectRoot(cwd: string): string | undefined {
  for (let dir = cwd; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'flarekit.json'))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * The folder a titled block's path is relative to: the project's (titles read `apps/api/src/db/schema.ts` even after
 * `cd apps/api`), or, before there is a project, the current folder.
 */
export function projectFolder(context: Context): string {
  return projectRoot(context.cwd) ?? context.cwd;
}
