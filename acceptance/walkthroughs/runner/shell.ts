/** Runs a page's command text in `bash`, in the folder the previous commands left, and reports where it ended. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CURL_FUNCTION } from '../commands.ts';
import type { Context } from './context.ts';
import { env, work } from './settings.ts';

export interface ShellResult {
  code: number;
  stdout: string;
  stderr: string;
  /** The folder the text ended in (after its `cd`s). */
  cwd: string;
}

/** Runs a shell text in `context.cwd`, its output appended to the walkthrough's log. */
export function shell(text: string, context: Context, extraEnv: NodeJS.ProcessEnv = {}): Promise<ShellResult> {
  return new Promise((resolve, reject) => {
    const stateFile = path.join(work, '.cwd');
    const script = `${CURL_FUNCTION}\n${text}\nstatus=$?\npwd > '${stateFile}'\nexit $status\n`;
    const child = spawn('bash', ['-c', script], {
      cwd: context.cwd,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      void (async () => {
        await writeFile(context.log, `$ ${text}\n${stdout}${stderr}\n`, { flag: 'a' });
        const cwd = existsSync(stateFile) ? (await readFile(stateFile, 'utf8')).trim() : context.cwd;
        await rm(stateFile, { force: true });
        resolve({ code: code ?? 1, stdout, stderr, cwd });
      })();
    });
  });
}
