/**
 * `create-flarekit doctor [--json]`, run inside a generated project: checks what stops it from running or deploying
 * (Node.js, .dev.vars, the Worker name, the D1 database id, local migrations, the compatibility date, the pins) and
 * names each fix and the page that teaches it. Exit 0 with only ok and warning findings, 1 with any error.
 */
import pc from 'picocolors';
import path from 'node:path';
import { cliVersion } from '../cli/version.ts';
import {
  checkCompatibilityDate,
  checkDatabaseId,
  checkDevVars,
  checkMigrations,
  checkNode,
  checkPins,
  checkWorkerName,
  readWrangler,
} from './checks.ts';
import { DOCS_ORIGIN, type DoctorReport, type Finding, finding, PAGES, reportOf } from './finding.ts';
import { findProjectRoot, type Project, PROJECT_FILE, readProject, shownPath } from './project.ts';
import { openNodeSqlite, type OpenSqlite } from './sqlite.ts';

export const DOCTOR_COMMAND = 'doctor';
export const DOCTOR_USAGE = 'create-flarekit doctor [--json]';

export interface DoctorRun {
  /** The arguments after `doctor`. */
  argv: readonly string[];
  cwd: string;
  nodeVersion: string;
  /** Defaults to now, and to node:sqlite; the tests set them. */
  today?: Date;
  openSqlite?: OpenSqlite;
}

export async function doctor(run: DoctorRun): Promise<number> {
  const json = run.argv.includes('--json');
  const report = await diagnose(run);
  if (json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else process.stdout.write(reportText(report));
  return report.ok ? 0 : 1;
}

export async function diagnose(run: DoctorRun): Promise<DoctorReport> {
  const refused = run.argv.filter((arg) => arg !== '--json');
  if (refused.length > 0) {
    return reportOf([
      finding(
        'invalid-arguments',
        'error',
        `doctor takes no ${refused.length === 1 ? 'argument' : 'arguments'} but --json: ${refused.join(' ')}.`,
        `Run ${DOCTOR_USAGE} in the project's folder.`,
        PAGES.doctor,
      ),
    ]);
  }
  const root = findProjectRoot(run.cwd);
  if (root === undefined) {
    return reportOf([
      finding(
        'no-project',
        'error',
        `No ${PROJECT_FILE} in this folder or its parents: doctor checks a project create-flarekit generated.`,
        `cd into the project's folder (the one holding ${PROJECT_FILE}) and run ${DOCTOR_USAGE} again.`,
        PAGES.doctor,
      ),
    ]);
  }
  const project = readProject(root);
  const findings: Finding[] = [...checkNode(project, run.nodeVersion), ...checkDevVars(project)];
  const wrangler = readWrangler(project);
  if (wrangler === undefined) {
    findings.push(
      finding(
        'wrangler-config',
        'error',
        `${shownPath(project, 'wrangler.jsonc')} is missing or not JSON: wrangler cannot run the Worker.`,
        `Restore ${shownPath(project, 'wrangler.jsonc')} from the project's first commit.`,
        PAGES.doctor,
      ),
    );
  } else {
    findings.push(
      ...checkWorkerName(project, wrangler),
      ...checkDatabaseId(project, wrangler),
      ...(await checkMigrations(project, wrangler, run.openSqlite ?? openNodeSqlite)),
      ...checkCompatibilityDate(project, wrangler, run.today ?? new Date()),
    );
  }
  findings.push(...(await checkPins(project, cliVersion())));
  return reportOf(findings, projectSummary(project));
}

function projectSummary(project: Project): NonNullable<DoctorReport['project']> {
  return {
    path: project.root,
    template: project.template ?? null,
    version: project.version ?? null,
    packageManager: project.packageManager,
  };
}

const MARKS = { ok: pc.green('✔'), warning: pc.yellow('▲'), error: pc.red('✖') } as const;

/** The report for a terminal: one line a finding, its fix and page under it, and a count at the end. */
export function reportText(report: DoctorReport): string {
  const lines: string[] = [];
  if (report.project) {
    const { template, version, packageManager } = report.project;
    lines.push(
      `Checking ${path.basename(report.project.path)} (template ${template ?? 'unknown'}, created with create-flarekit ${version ?? 'unknown'}, ${packageManager})`,
      '',
    );
  }
  for (const item of report.findings) {
    lines.push(`${MARKS[item.level]} ${item.message}`);
    if (item.fix) lines.push(`  Fix: ${item.fix}`);
    if (item.page) lines.push(`  ${DOCS_ORIGIN}${item.page}`);
  }
  const count = (level: Finding['level']) => report.findings.filter((item) => item.level === level).length;
  const errors = count('error');
  const warnings = count('warning');
  lines.push('', `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}.`);
  return `${lines.join('\n')}\n`;
}
