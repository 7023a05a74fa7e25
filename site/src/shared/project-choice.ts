/**
 * "Your project": the reader's template, as four choices (project type, API client, database, sign-in). Where a page
 * shows a block in two versions (Orval and RPC, with and without sign-in…), the build renders both as tabs, and the
 * choice picks the one shown on every page. Without JavaScript both stay visible, each with its label.
 *
 * The choice lives in localStorage and on <html> as `data-project-<dimension>` attributes, set by the inline head
 * script before first paint, so the right version shows at once; CSS hides the other (site.css, "Project variants").
 * The dimensions, their values and labels come from the CLI's template table (create-flarekit's `compose/templates`).
 */
import {
  DEFAULT_CHOICE,
  TEMPLATE_DIMENSION_NAMES,
  TEMPLATE_DIMENSIONS,
  templateFor,
  type Template,
} from 'create-flarekit/compose/templates';

type Dimensions = typeof TEMPLATE_DIMENSIONS;
/** The template table's dimensions under their keys here: `db` for the CLI's `database`. */
type ByProjectKey = { [D in keyof Dimensions as Dimensions[D]['project']]: Dimensions[D] };

export type ProjectDimension = keyof ByProjectKey;
export type ProjectChoice = { [D in ProjectDimension]: ByProjectKey[D]['answers'][number]['project'] };

/** Each dimension's label and its values' labels (value → label, the default first), from the template table. */
export const PROJECT_DIMENSIONS = Object.fromEntries(
  Object.values(TEMPLATE_DIMENSIONS).map((dimension) => [
    dimension.project,
    {
      label: dimension.projectLabel,
      values: Object.fromEntries(dimension.answers.map((answer) => [answer.project, answer.projectLabel])),
    },
  ]),
) as { [D in ProjectDimension]: { label: string; values: Record<ProjectChoice[D], string> } };

export const PROJECT_DIMENSION_NAMES = Object.keys(PROJECT_DIMENSIONS) as ProjectDimension[];

/** The default template's answers (`full-stack-orval`), what a reader who chose nothing sees. */
export const DEFAULT_PROJECT = templateProjectAnswers(templateFor(DEFAULT_CHOICE)) as ProjectChoice;

/**
 * A template's answers in the choice's terms: `{ type: 'full-stack', client: 'orval', db: 'db', auth: 'auth' }`.
 * `client` is 'none' for an API-only template, which has no client.
 */
export function templateProjectAnswers(template: Template): Record<ProjectDimension, string> {
  return Object.fromEntries(
    TEMPLATE_DIMENSION_NAMES.map((name) => {
      const dimension = TEMPLATE_DIMENSIONS[name];
      const answer = dimension.answers.find((candidate) => candidate.value === template[name]);
      return [dimension.project, answer?.project ?? 'none'];
    }),
  ) as Record<ProjectDimension, string>;
}

export const PROJECT_STORAGE_KEY = 'flarekit-docs:project';

export function projectValues(dimension: ProjectDimension): string[] {
  return Object.keys(PROJECT_DIMENSIONS[dimension].values);
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
