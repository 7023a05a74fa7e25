/**
 * The `create flarekit add <feature>` command of each package manager, for the MCP tool `create_command` given `add`:
 * the create command's forms (the CLI's usage lines) with the feature in place of the project name and no flags, and
 * the template the project becomes, or why the CLI would refuse (the CLI's own rule, create-flarekit/add/features).
 */
import { additionOf, type Feature } from 'create-flarekit/add/features';
import { templateById, type TemplateId } from 'create-flarekit/compose/templates';
import { createCommandText } from '../../shared/agents/create-command.ts';
import type { CreateData } from '../../shared/agents/mcp-data.ts';
import { PACKAGE_MANAGERS, type PackageManager } from '../../shared/package-managers.ts';

export interface AddCommandAnswer {
  /** The template the project becomes. */
  template: string;
  /** The template it is now. */
  from: string;
  commands: Record<PackageManager, string>;
}

export function addCommand(
  data: Pick<CreateData, 'create'>,
  from: TemplateId,
  feature: Feature,
): { ok: true; answer: AddCommandAnswer } | { ok: false; error: string } {
  const addition = additionOf(templateById(from), feature);
  if (!addition.ok) return { ok: false, error: addition.reason };
  const commands = Object.fromEntries(
    PACKAGE_MANAGERS.map((pm) => [
      pm,
      data.create.forms[pm].replace('{name}', `add ${feature}`).replace(/ (?:-- )?\{flags\}$/, ''),
    ]),
  ) as Record<PackageManager, string>;
  return { ok: true, answer: { template: addition.target, from, commands } };
}

/** The answer as the text a model reads, in the create command's layout. */
export function addCommandText(answer: AddCommandAnswer): string {
  return createCommandText({
    template: `${answer.from} → ${answer.template} (run inside the project)`,
    commands: answer.commands,
  });
}
