import { expect, test } from 'vitest';
import { parseCliArgs } from '../../src/cli/args.ts';
import { askQuestions, type Prompter } from '../../src/cli/questions.ts';
import { selectTemplate, type TemplateChoice, type TemplateId } from '../../src/cli/select-template.ts';
import { composeProject, TEMPLATE_IDS, type TemplateId as ComposeTemplateId } from '../../src/compose/index.ts';

const table: [TemplateChoice, TemplateId][] = [
  [{ type: 'full-stack', client: 'orval', database: true, auth: true }, 'full-stack-orval'],
  [{ type: 'full-stack', client: 'orval', database: true, auth: false }, 'full-stack-orval-no-auth'],
  [{ type: 'full-stack', client: 'orval', database: false, auth: false }, 'full-stack-orval-no-db'],
  [{ type: 'full-stack', client: 'orval', database: false, auth: true }, 'full-stack-orval-no-db'],
  [{ type: 'full-stack', client: 'rpc', database: true, auth: true }, 'full-stack-rpc'],
  [{ type: 'full-stack', client: 'rpc', database: true, auth: false }, 'full-stack-rpc-no-auth'],
  [{ type: 'full-stack', client: 'rpc', database: false, auth: false }, 'full-stack-rpc-no-db'],
  [{ type: 'full-stack', client: 'rpc', database: false, auth: true }, 'full-stack-rpc-no-db'],
  [{ type: 'api-only', client: 'orval', database: true, auth: true }, 'api'],
  [{ type: 'api-only', client: 'rpc', database: true, auth: true }, 'api'],
  [{ type: 'api-only', client: 'orval', database: true, auth: false }, 'api-no-auth'],
  [{ type: 'api-only', client: 'orval', database: false, auth: false }, 'api-no-db'],
  [{ type: 'api-only', client: 'rpc', database: false, auth: true }, 'api-no-db'],
];

test.each(table)('%j → %s', (choice, id) => {
  expect(selectTemplate(choice)).toBe(id);
});

test('every one of the nine templates is reachable', () => {
  expect(new Set(table.map(([, id]) => id))).toEqual(new Set(TEMPLATE_IDS));
});

/** Fails the test if a question is asked: these command lines must answer everything with flags. */
const noPrompts: Prompter = {
  text: (q) => Promise.reject(new Error(`asked: ${q.message}`)),
  select: (q) => Promise.reject(new Error(`asked: ${q.message}`)),
  confirm: (q) => Promise.reject(new Error(`asked: ${q.message}`)),
};

/** Each of the nine templates from flags alone: with -y, and with every question answered by a flag. */
const byFlags: [string[], TemplateId][] = [
  [['-y'], 'full-stack-orval'],
  [['-y', '--no-auth'], 'full-stack-orval-no-auth'],
  [['-y', '--no-db'], 'full-stack-orval-no-db'],
  [['-y', '--client', 'rpc'], 'full-stack-rpc'],
  [['-y', '--client', 'rpc', '--no-auth'], 'full-stack-rpc-no-auth'],
  [['-y', '--client', 'rpc', '--no-db'], 'full-stack-rpc-no-db'],
  [['-y', '--client', 'rpc', '--no-db', '--no-auth'], 'full-stack-rpc-no-db'],
  [['-y', '--type', 'full-stack', '--client', 'orval'], 'full-stack-orval'],
  [['-y', '--type', 'api-only'], 'api'],
  [['-y', '--type', 'api-only', '--no-auth'], 'api-no-auth'],
  [['-y', '--type', 'api-only', '--no-db'], 'api-no-db'],
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
  const answers = await askQuestions(parsed.options, noPrompts, {
    detectedPm: 'npm',
    validateProject: () => undefined,
    installable: true,
  });
  if (typeof answers === 'symbol') throw new Error('cancelled');
  expect(selectTemplate(answers)).toBe(id);
});

test('every one of the nine templates can be selected by flags alone', () => {
  expect(new Set(byFlags.map(([, id]) => id))).toEqual(new Set(TEMPLATE_IDS));
});

// Type-checked by `npm run typecheck`: fails if either list has an id the other lacks.
const sameIds: [
  TemplateId extends ComposeTemplateId ? true : false,
  ComposeTemplateId extends TemplateId ? true : false,
] = [true, true];
void sameIds;

test.each(TEMPLATE_IDS)('the composer generates %s and records it in flarekit.json', async (templateId) => {
  const files = await composeProject({ templateId, projectName: 'my-app', packageManager: 'npm', cliVersion: '0.1.0' });
  expect(JSON.parse(String(files.get('flarekit.json')))).toEqual({
    template: templateId,
    version: '0.1.0',
    packageManager: 'npm',
  });
});
