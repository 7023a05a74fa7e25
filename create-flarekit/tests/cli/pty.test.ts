/**
 * The prompts as a person sees them: the built CLI in a pseudo-terminal, driven key by key.
 */
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { QUESTIONS } from '../../src/cli/questions.ts';
import { TEMPLATE_WORDS } from '../../src/compose/templates.ts';
import { answerLine } from '../../src/cli/summary.ts';
import { snapshot, tempDir } from './helpers.ts';
import { BACKSPACE, CTRL_C, DOWN, ENTER, RIGHT, Terminal } from './terminal.ts';

describe.skipIf(process.platform === 'win32')('prompts in a terminal', () => {
  test('the eight questions in order, answers echoed, an invalid name asked again', async () => {
    const cwd = tempDir();
    const term = new Terminal(['--no-install'], cwd);

    await term.waitFor(`◆  ${QUESTIONS.name}`);
    term.type(`Bad Name${ENTER}`);
    await term.waitFor('"Bad Name" cannot be the project name');
    term.type(`${BACKSPACE.repeat('Bad Name'.length)}my_app${ENTER}`);
    await term.waitFor('"my_app" cannot be the project name: it has "_"');
    term.type(`${BACKSPACE.repeat('my_app'.length)}my-app${ENTER}`);
    await term.waitFor(`◇ ${QUESTIONS.name}`);

    await term.answer(QUESTIONS.type, ENTER);
    await term.answer(QUESTIONS.client, `${DOWN}${ENTER}`);
    // Each client is shown with its hint while the question is open; the echo keeps the label only.
    for (const { label, hint } of Object.values(TEMPLATE_WORDS.client.answers))
      expect(term.text).toContain(`${label} — ${hint}`);
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
    expect(term.text).toContain(
      'Next steps:\r\n  cd my-app\r\n  pnpm install\r\n  pnpm run db:migrate:local\r\n  pnpm run dev',
    );
    const flarekit = JSON.parse(readFileSync(path.join(cwd, 'my-app', 'flarekit.json'), 'utf8')) as {
      template: string;
    };
    expect(flarekit.template).toBe('full-stack-rpc-no-auth');
    expect(existsSync(path.join(cwd, 'my-app', '.git'))).toBe(false);
  });

  test('every question is asked when no flag answers it; Ctrl+C at the last one writes nothing', async () => {
    const cwd = tempDir();
    const before = snapshot(cwd);
    const term = new Terminal([], cwd);
    await term.answer(QUESTIONS.name, ENTER);
    for (const message of [
      QUESTIONS.type,
      QUESTIONS.client,
      QUESTIONS.database,
      QUESTIONS.auth,
      QUESTIONS.pm,
      QUESTIONS.git,
    ]) {
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

  test('Ctrl+C while installing: exit 1, the written files stay', async () => {
    const bin = tempDir('flarekit-slow-pm-');
    writeFileSync(path.join(bin, 'pnpm'), '#!/bin/sh\nsleep 30\n');
    chmodSync(path.join(bin, 'pnpm'), 0o755);
    const cwd = tempDir();
    const term = new Terminal(['my-app', '-y', '--no-git'], cwd, {
      env: { PATH: `${bin}${path.delimiter}${process.env.PATH}` },
    });
    await term.waitFor('Installing dependencies with pnpm');
    term.type(CTRL_C);

    expect(await term.exited).toBe(1);
    expect(term.text).toContain(
      'Installation cancelled. The project files stay in place; run pnpm install in my-app to finish.',
    );
    expect(existsSync(path.join(cwd, 'my-app', 'flarekit.json'))).toBe(true);
  });
});
