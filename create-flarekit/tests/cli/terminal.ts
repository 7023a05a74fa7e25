/** The built CLI in a pseudo-terminal, driven key by key, with a headless terminal keeping what the screen shows. */
import { spawn, type IPty } from '@lydell/node-pty';
import xterm from '@xterm/headless';
import { BIN, cleanEnv, strip } from './helpers.ts';

export const ENTER = '\r';
export const DOWN = '\u001b[B';
export const RIGHT = '\u001b[C';
export const CTRL_C = '\u0003';
export const BACKSPACE = '\u007f';

const COLUMNS = 120;

export class Terminal {
  private output = '';
  readonly exited: Promise<number>;
  private readonly pty: IPty;
  /** What a terminal would show: the CLI redraws open questions in place, so the raw output holds every frame. */
  private readonly screen = new xterm.Terminal({ cols: COLUMNS, rows: 40, allowProposedApi: true });

  constructor(args: string[], cwd: string, options: { node?: string; env?: NodeJS.ProcessEnv } = {}) {
    this.pty = spawn(options.node ?? process.execPath, [BIN, ...args], {
      cwd,
      cols: COLUMNS,
      rows: 40,
      env: cleanEnv({ npm_config_user_agent: 'pnpm/9.15.0 npm/? node/v22.12.0 linux x64', ...options.env }) as Record<
        string,
        string
      >,
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
      if (Date.now() > deadline)
        throw new Error(`Timed out waiting for ${JSON.stringify(text)}. Screen so far:\n${this.text}`);
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
