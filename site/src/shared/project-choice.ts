/**
 * "Your project": the reader's template, as four choices (project type, API client, database, sign-in). Where a page
 * shows a block in two versions (Orval and RPC, with and without sign-in…), the build renders both as tabs, and the
 * choice picks the one shown on every page. Without JavaScript both stay visible, each with its label.
 *
 * The choice lives in localStorage and on <html> as `data-project-<dimension>` attributes, set by the inline head
 * script before first paint, so the right version shows at once; CSS hides the other (site.css, "Project variants").
 * The dimensions and their values come from the CLI's template table (create-flarekit's `compose/template-dimensions`);
 * their labels, which only the build uses, are in src/build/templates.ts. This module is in the browser bundle: it
 * imports no words.
 */
import { TEMPLATE_DIMENSIONS } from 'create-flarekit/compose/template-dimensions';

type Dimensions = typeof TEMPLATE_DIMENSIONS;
/** The template table's dimensions under their keys here: `db` for the CLI's `database`. */
type ByProjectKey = { [D in keyof Dimensions as Dimensions[D]['project']]: Dimensions[D] };

export type ProjectDimension = keyof ByProjectKey;
export type ProjectChoice = { [D in ProjectDimension]: ByProjectKey[D]['answers'][number]['project'] };

/** Each dimension's values, the default first. */
const PROJECT_VALUES = Object.fromEntries(
  Object.values(TEMPLATE_DIMENSIONS).map((dimension) => [
    dimension.project,
    dimension.answers.map((answer) => answer.project),
  ]),
) as { [D in ProjectDimension]: ProjectChoice[D][] };

export const PROJECT_DIMENSION_NAMES = Object.keys(PROJECT_VALUES) as ProjectDimension[];

/** The default template's answers (`full-stack-orval`), what a reader who chose nothing sees: each first value. */
export const DEFAULT_PROJECT = Object.fromEntries(
  PROJECT_DIMENSION_NAMES.map((dimension) => [dimension, PROJECT_VALUES[dimension][0]]),
) as ProjectChoice;

export const PROJECT_STORAGE_KEY = 'flarekit-docs:project';

export function projectValues(dimension: ProjectDimension): string[] {
  return PROJECT_VALUES[dimension];
}

export function isProjectValue(dimension: ProjectDimension, value: unknown): boolean {
  return typeof value === 'string' && projectValues(dimension).includes(value);
}

/** The saved choice, each dimension checked, the default where nothing valid is saved. */
export function parseProjectChoice(saved: string | null): ProjectChoice {
  let parsed: unknown;
  try {
    parsed = saved ? JSON.parse(saved) : undefined;
  } catch {
    parsed = undefined;
  }
  const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const choice = { ...DEFAULT_PROJECT } as Record<ProjectDimension, string>;
  for (const dimension of PROJECT_DIMENSION_NAMES) {
    if (isProjectValue(dimension, record[dimension])) choice[dimension] = record[dimension] as string;
  }
  return choice as ProjectChoice;
}
