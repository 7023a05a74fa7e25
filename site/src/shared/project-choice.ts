/**
 * "Your project": the reader's template, as four choices (API client, sign-in, database, project type). Where a page
 * shows a block in two versions (Orval and RPC, with and without sign-in…), the build renders both as tabs, and the
 * choice picks the one shown on every page. Without JavaScript both stay visible, each with its label.
 *
 * The choice lives in localStorage and on <html> as `data-project-<dimension>` attributes, set by the inline head
 * script before first paint, so the right version shows at once; CSS hides the other (site.css, "Project variants").
 */

export const PROJECT_DIMENSIONS = {
  client: { label: 'API client', values: { orval: 'Orval client', rpc: 'RPC client' } },
  auth: { label: 'Sign-in', values: { auth: 'With sign-in', 'no-auth': 'Without sign-in' } },
  db: { label: 'Database', values: { db: 'With a database', 'no-db': 'Without a database' } },
  type: { label: 'Project type', values: { 'full-stack': 'Full stack', api: 'API only' } },
} as const;

export type ProjectDimension = keyof typeof PROJECT_DIMENSIONS;
export type ProjectChoice = { [D in ProjectDimension]: keyof (typeof PROJECT_DIMENSIONS)[D]['values'] & string };

export const PROJECT_DIMENSION_NAMES = Object.keys(PROJECT_DIMENSIONS) as ProjectDimension[];

/** The default template's answers (`full-stack-orval`), what a reader who chose nothing sees. */
export const DEFAULT_PROJECT: ProjectChoice = { client: 'orval', auth: 'auth', db: 'db', type: 'full-stack' };

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
