/**
 * The prompts as a person sees them: the built CLI in a pseudo-terminal, driven key by key.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { spawn, type IPty } from '@lydell/node-pty';
import xterm from '@xterm/headless';
import { describe, expect, test } from 'vitest';
import { QUESTIONS } from '../../src/cli/questions.ts';
import { answerLine } from '../../src/cli/summary.ts';
import { BIN, cleanEnv, snapshot, strip, tempDir } from './helpers.ts';

const ENTER = '\r';
const DOWN = '\u001b[B';
const RIGHT = '\u001b[C';
const CTRL_C = '\u0003';
const BACKSPACE = '\u007f';

const COLUMNS = 120;

class Terminal {
  private output = '';
  readonly exited: Promise<number>;
  private readonly pty: IPty;
  /** What a terminal would show: the CLI redraws open questions in place, so the raw output holds every frame. */
  private readonly screen = new xterm.Terminal({ cols: COLUMNS, rows: 40, allowProposedApi: true });

  constructor(args: string[], cwd: string) {
    this.pty = spawn(process.execPath, [BIN, ...args], {
      cwd,
      cols: COLUMNS,
      rows: 40,
      env: cleanEnv({ npm_config_user_agent: 'pnpm/9.15.0 npm/? node/v22.12.0 linux x64' }) as Record<string, string>,
    });
    this.pty.onData((data) => {
      this.output += data;
      this.screen.write(data);
    });
    this.exited = new Promise((resolve) => this.pty.onExit(({ exitCode }) => resolve(exitCode)));
  }

  get text(): string {
    return strip(this.output);
  }

  /** Waits until `text` has been printed `times` times in all. */
  async waitFor(text: string, times = 1): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (this.text.split(text).length - 1 < times) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${JSON.stringify(text)}. Screen so far:\n${this.text}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Answers the question `message` once it is on screen. */
  async answer(message: string, keys: string): Promise<void> {
    await this.waitFor(`◆  ${message}`);
    this.pty.write(keys);
    await this.waitFor(`◇ ${message}`);
  }

  type(keys: string): void {
    this.pty.write(keys);
  }

  /** The lines on screen once everything written so far has been drawn. */
  async screenLines(): Promise<string[]> {
    await new Promise<void>((resolve) => this.screen.write('', resolve));
    const buffer = this.screen.buffer.active;
    const lines: string[] = [];
    for (let row = 0; row < buffer.length; row++) lines.push(buffer.getLine(row)?.translateToString(true) ?? '');
    return lines;
  }

  /** The echo of every answered question left on screen, top to bottom. */
  async echoes(): Promise<string[]> {
    return (await this.screenLines()).filter((line) => line.startsWith('◇ ')).map((line) => line.slice(2));
  }
}

describe.skipIf(process.platform === 'win32')('prompts in a terminal', () => {
  test('the eight questions in order, answers echoed, an invalid name asked again', async () => {
    const cwd = tempDir();
    const term = new Terminal(['--no-install'], cwd);

    await term.waitFor(`◆  ${QUESTIONS.name}`);
    term.type(`Bad Name${ENTER}`);
    await term.waitFor('"Bad Name" is not a valid npm package name');
    term.type(`${BACKSPACE.repeat('Bad Name'.length)}my-app${ENTER}`);
    await term.waitFor(`◇ ${QUESTIONS.name}`);

    await term.answer(QUESTIONS.type, ENTER);
    await term.answer(QUESTIONS.client, `${DOWN}${ENTER}`);
    await term.answer(QUESTIONS.database, ENTER);
    await term.answer(QUESTIONS.auth, `${RIGHT}${ENTER}`);
    await term.answer(QUESTIONS.pm, ENTER);
    await term.answer(QUESTIONS.git, `${RIGHT}${ENTER}`);

    expect(await term.exited).toBe(0);
    // --no-install answered the last question: it is neither asked nor echoed.
    expect(term.text).not.toContain(QUESTIONS.install);
    expect(await term.echoes()).toEqual([
      answerLine(QUESTIONS.name, 'my-app'),
      answerLine(QUESTIONS.type, 'Full stack (API + web app)'),
      answerLine(QUESTIONS.client, 'RPC client (Hono RPC)'),
      answerLine(QUESTIONS.database, 'Yes'),
      answerLine(QUESTIONS.auth, 'No'),
      answerLine(QUESTIONS.pm, 'pnpm'),
      answerLine(QUESTIONS.git, 'No'),
    ]);
    expect(term.text).toContain('✔ Created my-app from template full-stack-rpc-no-auth');
    expect(term.text).toContain('Next steps:\r\n  cd my-app\r\n  pnpm install\r\n  pnpm db:migrate:local\r\n  pnpm dev');
    const flarekit = JSON.parse(readFileSync(path.join(cwd, 'my-app', 'flarekit.json'), 'utf8')) as { template: string };
    expect(flarekit.template).toBe('full-stack-rpc-no-auth');
    expect(existsSync(path.join(cwd, 'my-app', '.git'))).toBe(false);
  });

  test('every question is asked when no flag answers it; Ctrl+C at the last one writes nothing', async () => {
    const cwd = tempDir();
    const before = snapshot(cwd);
    const term = new Terminal([], cwd);
    await term.answer(QUESTIONS.name, ENTER);
    for (const message of [QUESTIONS.type, QUESTIONS.client, QUESTIONS.database, QUESTIONS.auth, QUESTIONS.pm, QUESTIONS.git]) {
      await term.answer(message, ENTER);
    }
    await term.waitFor(`◆  ${QUESTIONS.install}`);
    term.type(CTRL_C);

    expect(await term.exited).toBe(1);
    expect(term.text).toContain('Operation cancelled. Nothing was written.');
    expect(await term.echoes()).toEqual([
      answerLine(QUESTIONS.name, 'my-flarekit-app'),
      answerLine(QUESTIONS.type, 'Full stack (API + web app)'),
      answerLine(QUESTIONS.client, 'OpenAPI client (Orval)'),
      answerLine(QUESTIONS.database, 'Yes'),
      answerLine(QUESTIONS.auth, 'Yes'),
      answerLine(QUESTIONS.pm, 'pnpm'),
      answerLine(QUESTIONS.git, 'Yes'),
    ]);
    expect(snapshot(cwd)).toEqual(before);
  });
});
