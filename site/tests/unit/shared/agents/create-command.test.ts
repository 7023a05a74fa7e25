import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mcpData, templateFiles } from '../../../../src/build/mcp-data.ts';
import { projectNameProblem } from '../../../../src/build/templates.ts';
import {
  createCommand,
  createCommandText,
  projectNamePattern,
  type CreateCommandInput,
} from '../../../../src/shared/agents/create-command.ts';
import { PROPERTY_RUNS } from '../../../helpers/property-runs.ts';
import { loadSite, SITE_ROOT } from '../../../helpers/site.ts';

const data = mcpData(await loadSite(SITE_ROOT), await templateFiles());

describe('createCommand: the command for a set of answers', () => {
  const cases: Array<[CreateCommandInput, string, string]> = [
    [{}, 'full-stack-orval', 'npm create flarekit@latest my-app -- -y'],
    [{ name: 'shop', client: 'rpc' }, 'full-stack-rpc', 'npm create flarekit@latest shop -- -y --client rpc'],
    [{ auth: false }, 'full-stack-orval-no-auth', 'npm create flarekit@latest my-app -- -y --no-auth'],
    [{ database: false }, 'full-stack-orval-no-db', 'npm create flarekit@latest my-app -- -y --no-db'],
    [{ database: false, auth: false }, 'full-stack-orval-no-db', 'npm create flarekit@latest my-app -- -y --no-db'],
    [{ type: 'api-only' }, 'api', 'npm create flarekit@latest my-app -- -y --type api-only'],
    [
      { type: 'api-only', auth: false, packageManager: 'bun', git: false },
      'api-no-auth',
      'npm create flarekit@latest my-app -- -y --type api-only --no-auth --pm bun --no-git',
    ],
    [
      { type: 'full-stack', client: 'rpc', database: false, install: false },
      'full-stack-rpc-no-db',
      'npm create flarekit@latest my-app -- -y --client rpc --no-db --no-install',
    ],
  ];
  for (const [input, template, npm] of cases) {
    it(`${JSON.stringify(input)} → ${template}`, () => {
      const result = createCommand(data, input);
      if (!result.ok) throw new Error(result.error);
      expect(result.answer.template).toBe(template);
      expect(result.answer.commands.npm).toBe(npm);
      const rest = npm.replace(/^npm create flarekit@latest (\S+) -- /, '$1 ');
      expect(result.answer.commands).toEqual({
        npm,
        yarn: `yarn create flarekit ${rest}`,
        pnpm: `pnpm create flarekit ${rest}`,
        bun: `bun create flarekit ${rest}`,
      });
    });
  }

  it('refuses what the CLI refuses, saying why', () => {
    const client = createCommand(data, { type: 'api-only', client: 'orval' });
    expect(client).toEqual({ ok: false, error: expect.stringMatching(/API-only project has no web app/) });
    const auth = createCommand(data, { database: false, auth: true });
    expect(auth).toEqual({ ok: false, error: expect.stringMatching(/^auth needs the database/) });
  });

  it('writes the commands one per package manager', () => {
    const result = createCommand(data, { client: 'rpc' });
    if (!result.ok) throw new Error(result.error);
    expect(createCommandText(result.answer)).toBe(
      [
        'Template: full-stack-rpc',
        '',
        'npm:  npm create flarekit@latest my-app -- -y --client rpc',
        'yarn: yarn create flarekit my-app -y --client rpc',
        'pnpm: pnpm create flarekit my-app -y --client rpc',
        'bun:  bun create flarekit my-app -y --client rpc',
      ].join('\n'),
    );
  });
});

describe('projectNamePattern: the names the CLI takes', () => {
  const pattern = projectNamePattern(data.create.nameMaxLength);
  const cases: Array<[string, boolean]> = [
    ['my-app', true],
    ['a', true],
    ['app2', true],
    ['a'.repeat(55), true],
    ['a'.repeat(56), false],
    ['', false],
    ['-app', false],
    ['app-', false],
    ['My-App', false],
    ['my_app', false],
    ['my.app', false],
    ['my app', false],
    ['@scope/app', false],
  ];
  for (const [name, valid] of cases) {
    it(`${JSON.stringify(name)} → ${valid}`, () => {
      expect(pattern.test(name)).toBe(valid);
      expect(projectNameProblem(name) === undefined).toBe(valid);
    });
  }

  it('agrees with the CLI on any name but Node.js core module names', () => {
    const name = fc.oneof(
      fc.stringMatching(/^[a-z0-9-]{0,60}$/),
      fc.string({ maxLength: 60 }),
      fc.constantFrom('-', 'a-', '-a', 'a--b', '0', 'node-test'),
    );
    const core = /is a core module name/;
    fc.assert(
      fc.property(name, (candidate) => {
        const problem = projectNameProblem(candidate);
        if (problem && core.test(problem)) return;
        expect(pattern.test(candidate), candidate).toBe(problem === undefined);
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });
});
