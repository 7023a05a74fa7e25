/**
 * Where the two products are, found through their packages (workspace dependencies), never through relative paths:
 * the CLI's package (its templates) and the site's (its pages and screenshots).
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The `create-flarekit` package: what `npm pack` packs, with its `templates/`. */
export const CLI_ROOT = path.dirname(require.resolve('create-flarekit/package.json'));

/** The documentation site's package. */
export const SITE_ROOT = path.dirname(require.resolve('flarekit-docs/package.json'));

/** The pages: `content/docs/<section>/<page>.md`. */
export const DOCS_ROOT = path.join(SITE_ROOT, 'content', 'docs');

/** The screenshots the pages show, taken of the running default template. */
export const SCREENSHOTS_ROOT = path.join(SITE_ROOT, 'content', 'screenshots');
