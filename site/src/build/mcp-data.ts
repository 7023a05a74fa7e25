/**
 * The MCP endpoint's data (src/shared/agents/mcp-data.ts), made at build time from the content and from the CLI's own
 * definitions: the pages with their variant groups as offsets into their markdown (the `.md` files, agent-markdown.ts), each template's answers, and a
 * create command for every set of answers — the CLI's flags (createFlags, held to its parser by its tests) in the CLI's
 * usage line, turned into each package manager's form by the same conversion as the pages' tabs.
 */
import sitePackage from '../../package.json' with { type: 'json' };
import { PACKAGE_MANAGERS, type PackageManager } from '../shared/package-managers.ts';
import {
  createKey,
  type CreateCommandData,
  type CreateData,
  type McpData,
  type McpPage,
} from '../shared/agents/mcp-data.ts';
import type { Site } from './pipeline/load-site.ts';
import { convertCommand } from './pipeline/package-managers.ts';
import { projectAnswers } from './pipeline/variant-groups.ts';
import { pageAgentMarkdown } from './site-files.ts';
import {
  CLI_VERSION,
  composeProject,
  createFlags,
  HELP_TEXT,
  MAX_PROJECT_NAME_LENGTH,
  DEFAULT_CHOICE,
  TEMPLATE_IDS,
  templateById,
  WORKER_NAME_RULE,
  type CommandAnswers,
  type TemplateId,
} from './templates.ts';

/** The project name of the pages' examples. */
const EXAMPLE_NAME = 'my-app';

export function mcpData(site: Pick<Site, 'pages'>, files: CreateData['files']): McpData {
  return {
    version: sitePackage.version,
    pages: site.pages.map((page): McpPage => {
      const { markdown, variants } = pageAgentMarkdown(page);
      return {
        path: page._meta.path,
        title: page.title,
        summary: page.summary,
        markdownLength: markdown.length,
        variants,
      };
    }),
    templates: TEMPLATE_IDS.map((id) => ({ id, answers: projectAnswers(id) })),
    create: createCommandData(),
    files,
  };
}

/**
 * Each template's files as the CLI writes them, for every package manager: composeProject's own list, so the command
 * builder's file tree is never drawn by hand. A file only some managers get names them (`package-lock.json`: npm).
 */
export async function templateFiles(): Promise<CreateData['files']> {
  const files: CreateData['files'] = {};
  for (const templateId of TEMPLATE_IDS) {
    const managersOf = new Map<string, PackageManager[]>();
    for (const pm of PACKAGE_MANAGERS) {
      const project = await composeProject({
        templateId,
        projectName: EXAMPLE_NAME,
        packageManager: pm,
        cliVersion: CLI_VERSION,
      });
      for (const filePath of project.keys()) managersOf.set(filePath, [...(managersOf.get(filePath) ?? []), pm]);
    }
    files[templateId] = [...managersOf]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([filePath, managers]) =>
        managers.length === PACKAGE_MANAGERS.length ? { path: filePath } : { path: filePath, managers },
      );
  }
  return files;
}

/** The CLI's answers that select a template (its client, for an API-only template, is the unused default). */
export function templateCommandAnswers(templateId: TemplateId): Omit<CommandAnswers, 'git' | 'install' | 'pm'> {
  const { type, client, database, auth } = templateById(templateId);
  return { type, client: client ?? DEFAULT_CHOICE.client, database, auth };
}

function createCommandData(): CreateCommandData {
  const flags: Record<string, string> = {};
  for (const templateId of TEMPLATE_IDS) {
    for (const pm of [undefined, ...PACKAGE_MANAGERS]) {
      for (const git of [true, false]) {
        for (const install of [true, false]) {
          const answers: CommandAnswers = {
            ...templateCommandAnswers(templateId),
            git,
            install,
            ...(pm ? { pm } : {}),
          };
          flags[createKey(templateId, pm, git, install)] = createFlags(answers).join(' ');
        }
      }
    }
  }
  return {
    forms: createForms(),
    flags,
    defaultName: EXAMPLE_NAME,
    nameRule: WORKER_NAME_RULE,
    nameMaxLength: MAX_PROJECT_NAME_LENGTH,
  };
}

/**
 * The create command of each package manager with `{name}` and `{flags}` to fill in: the CLI's npm usage line, converted
 * as the pages' tabs convert it. The CLI's help shows each manager's line too; they must agree, or the build stops.
 */
export function createForms(help = HELP_TEXT): Record<PackageManager, string> {
  const usage = (pm: PackageManager) => {
    const line = help.split('\n').find((text) => text.trim().startsWith(`${pm} create `));
    if (!line) throw new Error(`the CLI's help has no usage line for ${pm} create`);
    return line.trim().replace('[project-name]', '{name}').replace('[options]', '{flags}');
  };
  const npm = usage('npm');
  const forms = Object.fromEntries(PACKAGE_MANAGERS.map((pm) => [pm, convertCommand(npm, pm)])) as Record<
    PackageManager,
    string
  >;
  for (const pm of PACKAGE_MANAGERS) {
    if (forms[pm] !== usage(pm)) {
      throw new Error(
        `the ${pm} tab shows "${forms[pm]}" for the CLI's "${npm}", but the CLI's help says "${usage(pm)}"`,
      );
    }
  }
  return forms;
}
