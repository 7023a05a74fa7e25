/**
 * The CLI's templates, as the site's build and checks see them: the nine template ids and the function that composes a
 * template's files, and each template's answers (the CLI's template table); and the CLI's own words for a create command (its flags for a set of
 * answers, its usage lines, its project-name rule). The one place where the site depends on the `create-flarekit` workspace (through the modules its
 * package.json `exports` declares, as TypeScript source), so that the pages
 * are checked against exactly what the CLI generates.
 */
import cliPackage from 'create-flarekit/package.json' with { type: 'json' };
import { TEMPLATE_IDS, type TemplateId } from 'create-flarekit/compose';
export { webAppFingerprint } from 'create-flarekit/compose/fingerprint';
export { createFlags, type CommandAnswers } from 'create-flarekit/cli/create-flags';
export { HELP_TEXT } from 'create-flarekit/cli/help';
export { MAX_PROJECT_NAME_LENGTH, projectNameProblem, WORKER_NAME_RULE } from 'create-flarekit/cli/project-name-rule';

export { TEMPLATE_IDS, composeProject, type TemplateId } from 'create-flarekit/compose';
import {
  DEFAULT_CHOICE,
  TEMPLATE_DIMENSION_NAMES,
  TEMPLATE_DIMENSIONS,
  TEMPLATE_WORDS,
  templateFor,
} from 'create-flarekit/compose/templates';
import type { ProjectChoice, ProjectDimension } from '../shared/project-choice.ts';
export { DEFAULT_CHOICE, templateById, templateProjectNames } from 'create-flarekit/compose/templates';

/** The template a page teaches when its frontmatter names none. */
export const DEFAULT_TEMPLATE: TemplateId = templateFor(DEFAULT_CHOICE).id;

/** The version of the CLI in this repository: what a generated project's `flarekit.json` records. */
export const CLI_VERSION: string = cliPackage.version;

/** Whether a page's `template:` or a block's `template="…"` names one of the nine templates. */
export function isTemplateId(value: string | undefined): value is TemplateId {
  return value !== undefined && (TEMPLATE_IDS as readonly string[]).includes(value);
}

/**
 * The words of the reader's "your project" choice (shared/project-choice.ts holds its values): each dimension's label
 * and its values' tab labels (value → label, the default first), from the CLI's template table.
 */
export const PROJECT_DIMENSIONS = Object.fromEntries(
  TEMPLATE_DIMENSION_NAMES.map((name) => {
    const words: { projectLabel: string; answers: Record<string, { projectLabel: string }> } = TEMPLATE_WORDS[name];
    const values = TEMPLATE_DIMENSIONS[name].answers.map(({ project }) => [
      project,
      words.answers[project]!.projectLabel,
    ]);
    return [TEMPLATE_DIMENSIONS[name].project, { label: words.projectLabel, values: Object.fromEntries(values) }];
  }),
) as { [D in ProjectDimension]: { label: string; values: Record<ProjectChoice[D], string> } };
