import { appendFile } from 'node:fs/promises';
import { spawn } from '@lydell/node-pty';

const ENTER = '\r';

/** Clack's mark of the question waiting for an answer, then the question, once escape sequences are removed. */
const ACTIVE_QUESTION = /◆\s+([^\n]*?\?)/g;
// eslint-disable-next-line no-control-regex -- terminal escape sequences are what is removed
const ESCAPES = /\u001b\[[0-9;?]*[A-Za-z]|\u001b\][^\u0007]*\u0007/g;

/**
 * Runs a command in a pseudo-terminal and presses Enter at every question it asks, accepting each default, as a
 * page that says "press Enter to accept the default" asks the reader to. Resolves with the screen's text (escape
 * sequences removed) and the questions answered when the command exits 0.
 */
export function runAcceptingDefaults(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  logFile: string,
  timeoutMs = 15 * 60_000,
): Promise<{ screen: string; questions: string[] }> {
  return new Promise((resolve, reject) => {
    const pty = spawn(command, args, { cwd, env: env as Record<string, string>, cols: 160, rows: 50, name: 'xterm' });
    let screen = '';
    const questions: string[] = [];
    const timer = setTimeout(() => {
      pty.kill();
      reject(
        new Error(`${command} ${args.join(' ')} did not finish within ${timeoutMs / 1000} s:\n${screen.slice(-2000)}`),
      );
    }, timeoutMs);
    pty.onData((data) => {
      screen += data;
      void appendFile(logFile, data);
      for (const [, question] of screen.replace(ESCAPES, '').matchAll(ACTIVE_QUESTION)) {
        if (question && !questions.includes(question)) {
          questions.push(question);
          setTimeout(() => pty.write(ENTER), 150);
        }
      }
    });
    pty.onExit(({ exitCode }) => {
      clearTimeout(timer);
      const text = screen.replace(ESCAPES, '');
      if (exitCode === 0) resolve({ screen: text, questions });
      else reject(new Error(`${command} ${args.join(' ')} exited with ${exitCode}:\n${text.slice(-2000)}`));
    });
  });
}
