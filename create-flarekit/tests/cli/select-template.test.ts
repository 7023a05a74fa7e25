import { expect, test } from 'vitest';
import { NO_PROMPTS } from './no-flags.ts';
import { parseCliArgs } from '../../src/cli/args.ts';
import { askQuestions } from '../../src/cli/questions.ts';
import { selectTemplate, type TemplateId } from '../../src/cli/select-template.ts';
import type { TemplateId as ComposeTemplateId } from '../../src/compose/index.ts';

/**
 * Flags that say more than the fewest (createFlags' output, which create-flags.test.ts runs for every set of answers)
 * select their template without a question too: a redundant flag, or every question answered by a flag without -y.
 */
const byFlags: [string[], TemplateId][] = [
  [['-y', '--client', 'rpc', '--no-db', '--no-auth'], 'full-stack-rpc-no-db'],
  [['-y', '--type', 'full-stack', '--client', 'orval'], 'full-stack-orval'],
  [['my-app', '--client', 'rpc', '--no-db', '--pm', 'npm', '--no-git', '--no-install'], 'full-stack-rpc-no-db'],
  [
    ['my-app', '--type', 'full-stack', '--client', 'orval', '--no-db', '--pm', 'bun', '--no-git', '--no-install'],
    'full-stack-orval-no-db',
  ],
  [['my-app', '--type', 'api-only', '--no-db', '--pm', 'yarn', '--no-git', '--no-install'], 'api-no-db'],
];

test.each(byFlags)('flags %j select %s without a question', async (argv, id) => {
  const parsed = parseCliArgs(argv);
  if (!parsed.ok) throw new Error(parsed.error);
  const answers = await askQuestions(parsed.options, NO_PROMPTS, {
    detectedPm: 'npm',
    validateProject: () => undefined,
    installable: true,
  });
  if (typeof answers === 'symbol') throw new Error('cancelled');
  expect(selectTemplate(answers)).toBe(id);
});

// Type-checked by `npm run typecheck`: fails if either list has an id the other lacks.
const sameIds: [
  TemplateId extends ComposeTemplateId ? true : false,
  ComposeTemplateId extends TemplateId ? true : false,
] = [true, true];
void sameIds;
