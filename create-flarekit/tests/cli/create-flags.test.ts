import { describe, expect, test } from 'vitest';
import { NO_PROMPTS } from './no-flags.ts';
import { parseCliArgs } from '../../src/cli/args.ts';
import { createFlags, type CommandAnswers } from '../../src/cli/create-flags.ts';
import { PACKAGE_MANAGERS } from '../../src/compose/package-managers.ts';
import { askQuestions } from '../../src/cli/questions.ts';
import { selectTemplate } from '../../src/cli/select-template.ts';

describe('createFlags: the fewest flags after -y', () => {
  const defaults: CommandAnswers = {
    type: 'full-stack',
    client: 'orval',
    database: true,
    auth: true,
    git: true,
    install: true,
  };
  test.each<[Partial<CommandAnswers>, string]>([
    [{}, '-y'],
    [{ client: 'rpc' }, '-y --client rpc'],
    [{ client: 'rpc', auth: false }, '-y --client rpc --no-auth'],
    [{ database: false }, '-y --no-db'],
    [{ database: false, auth: false }, '-y --no-db'],
    [{ type: 'api-only' }, '-y --type api-only'],
    [{ type: 'api-only', client: 'rpc' }, '-y --type api-only'],
    [{ type: 'api-only', auth: false }, '-y --type api-only --no-auth'],
    [{ pm: 'pnpm' }, '-y --pm pnpm'],
    [{ git: false, install: false }, '-y --no-git --no-install'],
    [
      { client: 'rpc', database: false, pm: 'bun', git: false, install: false },
      '-y --client rpc --no-db --pm bun --no-git --no-install',
    ],
  ])('%j → %s', (answers, expected) => {
    expect(createFlags({ ...defaults, ...answers }).join(' ')).toBe(expected);
  });
});

/** Every set of answers a create command can state. */
function everyAnswerSet(): CommandAnswers[] {
  const sets: CommandAnswers[] = [];
  for (const type of ['full-stack', 'api-only'] as const)
    for (const client of ['orval', 'rpc'] as const)
      for (const database of [true, false])
        for (const auth of [true, false])
          for (const pm of [undefined, ...PACKAGE_MANAGERS])
            for (const git of [true, false])
              for (const install of [true, false])
                sets.push({ type, client, database, auth, git, install, ...(pm ? { pm } : {}) });
  return sets;
}

describe('createFlags against the CLI itself', () => {
  test('for every set of answers the flags parse, nothing is asked and the run answers the same', async () => {
    for (const answers of everyAnswerSet()) {
      const parsed = parseCliArgs(['my-app', ...createFlags(answers)]);
      if (!parsed.ok) throw new Error(`${JSON.stringify(answers)}: ${parsed.error}`);
      const run = await askQuestions(parsed.options, NO_PROMPTS, {
        detectedPm: 'yarn',
        validateProject: () => undefined,
        installable: true,
      });
      const label = JSON.stringify(answers);
      expect(run, label).toEqual({
        project: 'my-app',
        type: answers.type,
        // An API-only project has no client: the run keeps its default, which nothing uses.
        client: answers.type === 'api-only' ? 'orval' : answers.client,
        database: answers.database,
        // Sign-in needs the database.
        auth: answers.database && answers.auth,
        pm: answers.pm ?? 'yarn',
        git: answers.git,
        install: answers.install,
      });
      expect(selectTemplate(run as Exclude<typeof run, symbol>), label).toBe(
        selectTemplate({ ...answers, auth: answers.database && answers.auth }),
      );
    }
  });
});
