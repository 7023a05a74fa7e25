/**
 * Project variants on a page: two code blocks in a row, each with `template="…"`, that show the same step for two
 * templates differing in one answer (the API client, sign-in, the database, or the project type). The build renders them
 * as one tab group labelled by that answer; the reader's project choice (shared/project-choice.ts) picks the tab.
 */
import { PROJECT_DIMENSION_NAMES, projectValues, type ProjectDimension } from '../../shared/project-choice.ts';
import { templateById, templateProjectNames, type TemplateId } from '../templates.ts';

/** A template's answers, in the project choice's terms (`client` is 'none' for API-only templates). */
export function projectAnswers(templateId: TemplateId): Record<ProjectDimension, string> {
  return templateProjectNames(templateById(templateId)) as Record<ProjectDimension, string>;
}

export interface VariantGroup {
  dimension: ProjectDimension;
  /** Each block's value of the dimension, in page order. */
  values: string[];
}

/**
 * What a run of blocks varies in, or why it cannot be a variant group. The blocks must differ in exactly one answer
 * (the project type implies the API client, which API-only templates lack) and cover both of its values once each.
 */
export function describeVariants(templates: readonly TemplateId[]): VariantGroup | { error: string } {
  if (templates.length !== 2) {
    return { error: `${templates.length} blocks in a row with template="…": a variant group is exactly two blocks` };
  }
  const answers = templates.map(projectAnswers);
  let differing = PROJECT_DIMENSION_NAMES.filter((dimension) => answers[0]![dimension] !== answers[1]![dimension]);
  if (differing.includes('type')) differing = differing.filter((dimension) => dimension !== 'client');
  if (differing.length !== 1) {
    const what = differing.length === 0 ? 'nothing' : differing.join(' and ');
    return {
      error: `templates ${templates.join(' and ')} differ in ${what}: two variants must differ in exactly one answer`,
    };
  }
  const dimension = differing[0]!;
  const values = answers.map((answer) => answer[dimension]);
  if (!values.every((value) => projectValues(dimension).includes(value))) {
    return { error: `templates ${templates.join(' and ')}: ${dimension} is not a choice both can make` };
  }
  return { dimension, values };
}

/** Runs of two or more consecutive nodes that `isVariant` accepts: [start, end) indexes into `nodes`. */
export function variantRuns<T>(nodes: readonly T[], isVariant: (node: T) => boolean): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let start = -1;
  for (let index = 0; index <= nodes.length; index++) {
    const inRun = index < nodes.length && isVariant(nodes[index]!);
    if (inRun && start === -1) start = index;
    if (!inRun && start !== -1) {
      if (index - start >= 2) runs.push([start, index]);
      start = -1;
    }
  }
  return runs;
}
