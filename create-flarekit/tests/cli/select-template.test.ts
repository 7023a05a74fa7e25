import { expect, test } from 'vitest';
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

// Type-checked by `npm run typecheck`: fails if either list has an id the other lacks.
const sameIds: [
  TemplateId extends ComposeTemplateId ? true : false,
  ComposeTemplateId extends TemplateId ? true : false,
] = [true, true];
void sameIds;

test.each(TEMPLATE_IDS)('the composer generates %s and records it in flarekit.json', async (templateId) => {
  const files = await composeProject({ templateId, projectName: 'my-app', packageManager: 'npm', cliVersion: '0.1.0' });
  expect(JSON.parse(String(files.get('flarekit.json')))).toEqual({ template: templateId, version: '0.1.0' });
});
