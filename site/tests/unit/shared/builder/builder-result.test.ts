import { describe, expect, it } from 'vitest';
import { mcpData, templateFiles } from '../../../../src/build/mcp-data.ts';
import { composeProject, CLI_VERSION, TEMPLATE_IDS } from '../../../../src/build/templates.ts';
import { DEFAULT_ANSWERS, type BuilderAnswers } from '../../../../src/shared/builder/answers.ts';
import { builderResult } from '../../../../src/shared/builder/builder-result.ts';
import { PACKAGE_MANAGERS } from '../../../../src/shared/package-managers.ts';
import { loadSite, SITE_ROOT } from '../../../helpers/site.ts';

const data = mcpData(await loadSite(SITE_ROOT), await templateFiles());
const answers = (changes: Partial<BuilderAnswers>): BuilderAnswers => ({ ...DEFAULT_ANSWERS, ...changes });

describe('builderResult: the command in each package manager', () => {
  const cases: Array<[Partial<BuilderAnswers>, string, Record<(typeof PACKAGE_MANAGERS)[number], string>]> = [
    [
      {},
      'full-stack-orval',
      {
        npm: 'npm create flarekit@latest my-app -- -y',
        yarn: 'yarn create flarekit my-app -y',
        pnpm: 'pnpm create flarekit my-app -y',
        bun: 'bun create flarekit my-app -y',
      },
    ],
    [
      { client: 'rpc', auth: 'no', pm: 'pnpm' },
      'full-stack-rpc-no-auth',
      {
        npm: 'npm create flarekit@latest my-app -- -y --client rpc --no-auth --pm pnpm',
        yarn: 'yarn create flarekit my-app -y --client rpc --no-auth --pm pnpm',
        pnpm: 'pnpm create flarekit my-app -y --client rpc --no-auth --pm pnpm',
        bun: 'bun create flarekit my-app -y --client rpc --no-auth --pm pnpm',
      },
    ],
    [
      // --client only for full stack; --no-db implies no sign-in, whatever that answer says.
      { type: 'api-only', client: 'rpc', db: 'no', auth: 'yes', git: 'no', install: 'no' },
      'api-no-db',
      {
        npm: 'npm create flarekit@latest my-app -- -y --type api-only --no-db --no-git --no-install',
        yarn: 'yarn create flarekit my-app -y --type api-only --no-db --no-git --no-install',
        pnpm: 'pnpm create flarekit my-app -y --type api-only --no-db --no-git --no-install',
        bun: 'bun create flarekit my-app -y --type api-only --no-db --no-git --no-install',
      },
    ],
    [
      { type: 'api-only', auth: 'no', pm: 'bun' },
      'api-no-auth',
      {
        npm: 'npm create flarekit@latest my-app -- -y --type api-only --no-auth --pm bun',
        yarn: 'yarn create flarekit my-app -y --type api-only --no-auth --pm bun',
        pnpm: 'pnpm create flarekit my-app -y --type api-only --no-auth --pm bun',
        bun: 'bun create flarekit my-app -y --type api-only --no-auth --pm bun',
      },
    ],
  ];
  it.each(cases)('%j → %s', (changes, template, commands) => {
    const result = builderResult(data, answers(changes));
    expect(result.template).toBe(template);
    expect(result.commands).toEqual(commands);
  });
});

describe('builderResult: the files of the template', () => {
  /** The files a tree shows, as paths (a folder line ends with "/"; depth from the indentation). */
  const treePaths = (tree: string) => {
    const folders: string[] = [];
    const paths: string[] = [];
    for (const line of tree.split('\n').slice(1)) {
      const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: {2}# .*)?$/.exec(line);
      if (!match) throw new Error(`not a tree line: ${line}`);
      const depth = match[1]!.length / 4;
      const name = match[2]!;
      folders.length = depth;
      if (name.endsWith('/')) folders.push(name.slice(0, -1));
      else paths.push([...folders, name].join('/'));
    }
    return paths.sort();
  };

  for (const templateId of TEMPLATE_IDS) {
    it(`${templateId}: every file composeProject writes for each package manager, and no other`, async () => {
      for (const pm of PACKAGE_MANAGERS) {
        const project = await composeProject({
          templateId,
          projectName: 'my-app',
          packageManager: pm,
          cliVersion: CLI_VERSION,
        });
        const chosen = answersFor(templateId, pm);
        const result = builderResult(data, chosen);
        expect(result.template).toBe(templateId);
        expect(result.tree.split('\n')[0]).toBe('my-app/');
        expect(treePaths(result.tree), `${templateId} with ${pm}`).toEqual([...project.keys()].sort());
      }
    });
  }

  it('without a package manager, names the files only some managers get', () => {
    const tree = builderResult(data, DEFAULT_ANSWERS).tree;
    expect(tree).toContain('── package-lock.json  # with npm');
    expect(tree).toContain('── pnpm-workspace.yaml  # with pnpm');
  });
});

function answersFor(templateId: string, pm: BuilderAnswers['pm']): BuilderAnswers {
  const template = data.templates.find((candidate) => candidate.id === templateId)!;
  return {
    ...DEFAULT_ANSWERS,
    type: template.answers.type === 'api' ? 'api-only' : 'full-stack',
    client: template.answers.client === 'rpc' ? 'rpc' : 'orval',
    db: template.answers.db === 'db' ? 'yes' : 'no',
    auth: template.answers.auth === 'auth' ? 'yes' : 'no',
    pm,
  };
}
