import { appendFile } from 'node:fs/promises';
import { spawn } from '@lydell/node-pty';

/** A question the CLI asks and the keys that answer it. */
export interface Answer {
  question: string;
  keys: string;
}

export const DOWN = '\u001b[B';
export const ENTER = '\r';

/**
 * Runs a command in a pseudo-terminal and answers its prompts in order, as a user would: each answer is
 * typed once its question is on the screen. Used for the RPC templates, whose API client is chosen only
 * at the prompt. Resolves when the command exits 0.
 */
export function runWithPrompts(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  answers: Answer[],
  logFile: string,
  timeoutMs = 180_000,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const pty = spawn(command, args, { cwd, env: env as Record<string, string>, cols: 120, rows: 40, name: 'xterm' });
    let screen = '';
    let next = 0;
    let seenUpTo = 0;
    const timer = setTimeout(() => {
      pty.kill();
      reject(
        new Error(
          `no answer within ${timeoutMs / 1000} s; waiting for "${answers[next]?.question}":\n${screen.slice(-2000)}`,
        ),
      );
    }, timeoutMs);
    pty.onData((data) => {
      screen += data;
      void appendFile(logFile, data);
      const answer = answers[next];
      if (answer) {
        const at = screen.indexOf(answer.question, seenUpTo);
        if (at !== -1) {
          seenUpTo = at + answer.question.length;
          next += 1;
          // A moment for the prompt to finish drawing before the keys arrive.
          setTimeout(() => pty.write(answer.keys), 150);
        }
      }
    });
    pty.onExit(({ exitCode }) => {
      clearTimeout(timer);
      if (exitCode === 0 && next === answers.length) resolve();
      else {
        reject(
          new Error(
            `${command} ${args.join(' ')} exited with ${exitCode} after ${next} of ${answers.length} answers:\n${screen.slice(-2000)}`,
          ),
        );
      }
    });
  });
}
