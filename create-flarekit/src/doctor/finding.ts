/**
 * What `create-flarekit doctor` reports, in one shape for people and for programs (`--json`), like the create
 * command's outcome (cli/outcome.ts): a list of findings, each naming its fix and the docs page that teaches it.
 */

export type Level = 'error' | 'warning' | 'ok';

export interface Finding {
  /** Stable: what was checked (`dev-vars-secret`, `migrations`…). */
  id: string;
  level: Level;
  message: string;
  /** What to do; empty when there is nothing to do. */
  fix: string;
  /** The docs page that says how: `/docs/<section>/<page>#<anchor>`. */
  page: string;
}

export interface DoctorReport {
  /** False when any finding is an error. */
  ok: boolean;
  /** The project checked, when one was found. */
  project?: { path: string; template: string | null; version: string | null; packageManager: string };
  findings: Finding[];
}

export { DOCS_ORIGIN } from '../compose/agents.ts';

/** The docs pages the findings point to, each with the section that teaches the fix. */
export const PAGES = {
  nodeVersion: '/docs/getting-started/quick-start#before-you-start',
  devVars: '/docs/development/authentication#environment-variables',
  discord: '/docs/development/authentication#set-up-discord',
  workerName: '/docs/getting-started/cli-options#usage',
  databaseId: '/docs/deployment/cloudflare#create-the-d1-database',
  localDatabase: '/docs/development/local-setup#create-the-local-database',
  migrations: '/docs/deployment/migrations#the-database-scripts',
  compatibilityDate: '/docs/deployment/cloudflare#compatibility-date',
  doctor: '/docs/getting-started/cli-options#checking-a-project-doctor',
} as const;

export function finding(id: string, level: Level, message: string, fix = '', page = ''): Finding {
  return { id, level, message, fix, page };
}

export function reportOf(findings: Finding[], project?: DoctorReport['project']): DoctorReport {
  return { ok: findings.every((item) => item.level !== 'error'), ...(project ? { project } : {}), findings };
}
