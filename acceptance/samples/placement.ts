/**
 * Decides where a code block is compiled inside the project the CLI generates for the block's template
 * (composed into .cache/samples/<template>/ by projects.ts).
 *
 * Rules (content/README.md, section 4):
 * - Full-stack templates (`apps/api`, `apps/web`):
 *   - `title="apps/api/…"` / `title="apps/web/…"`: that app, in the folder the title names.
 *   - A title without `apps/` is a path inside one app: the web app's own files (`vite.config.ts`,
 *     `playwright.config.ts`, `orval.config.ts`, `e2e/…`, and `.tsx` files) go to `apps/web`; anything else
 *     (`src/routes/todos.ts`, `drizzle.config.ts`, `vitest.config.ts`) to `apps/api`.
 *   - No title: `apps/api/src/` for `ts`, `apps/web/src/` for `tsx`.
 * - API-only templates have the API at the project root: `apps/api/` is dropped from a title, a title without it
 *   is already a root path, no title means `src/`; a block of the web app (`apps/web/…`, `.tsx`, web config files) is
 *   an error, since the project has no web app.
 * - Files under `src/`, `test/` or `tests/` are compiled with the app's `tsconfig.json` (Workers types
 *   for the API, DOM for the web app); anything else (config files, `e2e/`) with its `tsconfig.node.json`.
 * - The file itself is always `__sample_<page>_<n>.ts(x)`, so a sample never replaces a project file;
 *   it imports the project's real modules with the relative paths a reader would use.
 */
import type { SampleBlock } from './extract.ts';

export type App = 'api' | 'web';
export type ConfigKind = 'app' | 'node';
/** Where a template puts its apps: `apps/api` + `apps/web`, or the API alone at the project root. */
export type Layout = 'full-stack' | 'api-only';

export interface Placement {
  app: App;
  /** The app's folder in the project: `apps/api`, `apps/web`, or '' for an API-only project's root. */
  appDir: string;
  /** Folder inside the app, POSIX style, '' for the app's root (e.g. 'src/routes'). */
  directory: string;
  /** File name of the sample module. */
  fileName: string;
  /** Project-relative path: `<appDir>/<directory>/<fileName>`. */
  path: string;
  /** Which of the app's tsconfigs compiles it. */
  config: ConfigKind;
}

const WEB_ROOT_FILES = new Set(['vite.config.ts', 'playwright.config.ts', 'orval.config.ts']);
const WEB_FOLDERS = ['e2e/'];

export class PlacementError extends Error {}

/** `development/api-design` → `development_api_design`. */
function pageSlug(page: string): string {
  return page
    .replace(/\.md$/, '')
    .replace(/[^a-zA-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** Normalises a title to a POSIX path without `./` or a leading `/`; rejects `..` and absolute escapes. */
function normaliseTitle(title: string): string {
  const parts: string[] = [];
  for (const part of title.trim().replace(/\\/g, '/').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') throw new PlacementError(`title "${title}" leaves the project folder`);
    parts.push(part);
  }
  return parts.join('/');
}

function splitApp(path: string, extension: string): { app: App; rest: string } {
  const match = /^apps\/(api|web)\/(.*)$/.exec(path);
  if (match) return { app: match[1] as App, rest: match[2] ?? '' };
  if (path.startsWith('apps/')) {
    throw new PlacementError(`title "${path}" names an app other than apps/api or apps/web`);
  }
  const isWeb =
    extension === '.tsx' || WEB_ROOT_FILES.has(path) || WEB_FOLDERS.some((folder) => path.startsWith(folder));
  return { app: isWeb ? 'web' : 'api', rest: path };
}

function configKindFor(directory: string): ConfigKind {
  const top = directory.split('/')[0];
  return top === 'src' || top === 'test' || top === 'tests' ? 'app' : 'node';
}

export function placeSample(
  block: Pick<SampleBlock, 'language' | 'title' | 'index'>,
  page: string,
  layout: Layout = 'full-stack',
): Placement {
  const titlePath = block.title ? normaliseTitle(block.title) : '';
  const extension = block.language === 'tsx' || titlePath.endsWith('.tsx') ? '.tsx' : '.ts';
  const fileName = `__sample_${pageSlug(page)}_${block.index}${extension}`;

  let app: App;
  let directory: string;
  if (titlePath === '') {
    app = block.language === 'tsx' ? 'web' : 'api';
    directory = 'src';
  } else {
    const split = splitApp(titlePath, extension);
    app = split.app;
    const slash = split.rest.lastIndexOf('/');
    directory = slash === -1 ? '' : split.rest.slice(0, slash);
  }
  if (layout === 'api-only' && app === 'web') {
    throw new PlacementError(
      `${block.title ? `title "${block.title}"` : 'a tsx block'} is web app code, and an API-only template has no web app: ` +
        'give the block template="full-stack-…" or move it to a full-stack page',
    );
  }

  const appDir = layout === 'api-only' ? '' : `apps/${app}`;
  const path = [appDir, directory, fileName].filter((part) => part !== '').join('/');
  return { app, appDir, directory, fileName, path, config: configKindFor(directory) };
}
