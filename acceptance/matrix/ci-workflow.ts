// The generated project's own CI workflow (.github/workflows/ci.yml), run here step by step as GitHub would, with two
// substitutions this machine needs: `npm ci` becomes `npm install` (the registry mirror here has one platform's
// optional packages, so the shipped lockfile is not complete enough for `npm ci`), and Playwright's browser download is
// replaced by the system Chromium (CHROMIUM_PATH, which the project's playwright.config.ts reads).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { CHROMIUM } from '../lib/browser.ts';
import type { Check } from './contract.ts';
import { runCommand } from 'flarekit-docs/processes';

interface WorkflowStep {
  name?: string;
  uses?: string;
  run?: string;
  'working-directory'?: string;
}

/** One check per `run:` step of the workflow's job, in order. */
export async function ciWorkflowChecks(dir: string, env: NodeJS.ProcessEnv, log: string): Promise<Check[]> {
  const workflow = parse(await readFile(path.join(dir, '.github', 'workflows', 'ci.yml'), 'utf8')) as {
    jobs: { check: { steps: WorkflowStep[] } };
  };
  const checks: Check[] = [];
  for (const step of workflow.jobs.check.steps) {
    if (!step.run) continue;
    const cwd = path.join(dir, step['working-directory'] ?? '.');
    if (/\bplaywright install\b/.test(step.run)) {
      checks.push({ name: `${step.run} (skipped: CHROMIUM_PATH=${CHROMIUM} instead)`, run: async () => {} });
      continue;
    }
    const command = step.run === 'npm ci' ? 'npm install --prefer-offline' : step.run;
    const shown = command === step.run ? step.run : `${step.run} (run as: ${command})`;
    checks.push({
      name: shown,
      run: async () => {
        await runCommand('bash', ['-c', command], { cwd, env: { ...env, CHROMIUM_PATH: CHROMIUM }, logFile: log });
      },
    });
  }
  return checks;
}
