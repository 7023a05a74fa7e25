/**
 * What the builder shows for a set of answers: the template, the create command in each package manager and the
 * template's file tree, all from the build's data (the CLI's own flags and composeProject's files).
 */
import { createCommand } from '../agents/create-command.ts';
import type { CreateData } from '../agents/mcp-data.ts';
import type { PackageManager } from '../package-managers.ts';
import { createInput, type BuilderAnswers } from './answers.ts';
import { fileTree } from './file-tree.ts';

export interface BuilderResult {
  template: string;
  commands: Record<PackageManager, string>;
  tree: string;
}

export function builderResult(data: CreateData, answers: BuilderAnswers): BuilderResult {
  const result = createCommand(data, createInput(answers));
  // createInput leaves out what does not apply, so every set of answers names a template.
  if (!result.ok) throw new Error(`The command builder has no command for ${JSON.stringify(answers)}: ${result.error}`);
  const { template, name, commands } = result.answer;
  const pm = answers.pm === 'any' ? undefined : answers.pm;
  return { template, commands, tree: fileTree(name, data.files[template] ?? [], pm) };
}
