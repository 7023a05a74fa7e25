import { describe, expect, it } from 'vitest';
import { mcpData, templateFiles } from '../../../../src/build/mcp-data.ts';
import { composeProject, CLI_VERSION, TEMPLATE_IDS } from '../../../../src/build/templates.ts';
import { DEFAULT_ANSWERS, type BuilderAnswers } from '../../../../src/shared/builder/answers.ts';
import { builderResult } from '../../../../src/shared/builder/builder-result.ts';
import { PACKAGE_MANAGERS } from '../../../../src/shared/package-managers.ts';
import { loadSite, SITE_ROOT } from '../../../helpers/site.ts';

const data = mcpData(await loadSite(SITE_ROOT), await templateFiles());

// The command for a set of answers: createCommand (agents/create-command.test.ts) on createInput's answers
// (answers.test.ts), and through the page: server/builder-page.test.ts and e2e/command-builder.spec.ts.
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
