import type { OlderProject } from './runner/older-project.ts';

/** Steps of one page: its `##` or `###` sections with these headings (the whole page when unset). */
export interface PageSteps {
  /** Under `site/content/docs/`. */
  page: string;
  sections?: readonly string[];
}

/** A page whose steps run in CI, as written. */
export interface Walkthrough extends PageSteps {
  /**
   * Other pages' steps, run first in the same folder: the project this page starts from, made the way those pages
   * make it (not retyped here).
   */
  after?: readonly PageSteps[];
  /**
   * Starts from the project an earlier create-flarekit made with the default answers (runner/older-project.ts), in
   * this folder: the page upgrades it.
   */
  olderProject?: OlderProject;
  /** The folder, inside the walkthrough's, where this page's own commands start (when `after` ends outside it). */
  in?: string;
  /**
   * Only the page's commands run (its `sh` and `npm` blocks, `curl` requests included), against the project `after`
   * made: its titled blocks are excerpts to read, not files to write.
   */
  commandsOnly?: boolean;
  /**
   * Each `npm create` of the page starts in an empty folder of its own: its create commands are alternatives (one
   * project each), not steps of one project.
   */
  apart?: boolean;
  /**
   * Runs the page in this manager's tab: each command of an `npm` block as the tab shows it, in a project created
   * with that manager (npm when unset).
   */
  manager?: 'yarn' | 'pnpm' | 'bun';
  /** The walkthrough's name (its test's, its folder's and its log's) when the page has more than one; else the page's file name. */
  name?: string;
  /**
   * Routes the page writes, by their name in bounds/routes.ts: after the steps, each is sent requests at the
   * bounds its schema allows (bounds/cases.ts), through the servers the page started.
   */
  bounds?: readonly string[];
  /**
   * Why the walkthrough needs the registry (it installs what the run's npm cache does not hold): it runs in the lane
   * with network (lanes.ts).
   */
  network?: string;
  /**
   * A walkthrough that makes its own project and needs no registry, run in the private lane all the same, so that the
   * two lanes take about as long (lanes.ts).
   */
  privateLane?: true;
}

/** Quick Start's new project, with the default answers (the commands that follow start in `my-app`). */
const NEW_PROJECT: PageSteps = { page: 'getting-started/quick-start.md', sections: ['Create a project'] };

/** Quick Start up to a running project: created with the default answers, secrets copied, migrated, `npm run dev`. */
const RUNNING_PROJECT: PageSteps = {
  page: 'getting-started/quick-start.md',
  sections: ['Create a project', 'Run it locally'],
};

export const walkthroughs: readonly Walkthrough[] = [
  { page: 'getting-started/quick-start.md', bounds: ['hello'] },
  // The other tabs, each installing from the registry with its own manager.
  { page: 'getting-started/quick-start.md', name: 'quick-start-yarn', manager: 'yarn', network: 'yarn installs' },
  { page: 'getting-started/quick-start.md', name: 'quick-start-pnpm', manager: 'pnpm', network: 'pnpm installs' },
  { page: 'getting-started/quick-start.md', name: 'quick-start-bun', manager: 'bun', network: 'bun installs' },
  { page: 'introduction/what-is-flarekit.md' },
  { page: 'templates/full-stack.md', sections: ['Create one', 'The todo example'], privateLane: true },
  { page: 'templates/orval.md', sections: ['After changing the API'], after: [RUNNING_PROJECT] },
  { page: 'templates/overview.md', sections: ['How a template is selected'] },
  { page: 'templates/api.md', sections: ['The three API templates', 'Built-in endpoints', 'Deploying'] },
  { page: 'getting-started/cli-options.md', sections: ['What the CLI prints at the end'] },
  {
    page: 'getting-started/cli-options.md',
    name: 'cli-options-flags',
    sections: ['Flags in detail', 'Errors and exit codes'],
    apart: true,
    network: '--pm pnpm and --pm bun install with those managers',
  },
  {
    page: 'getting-started/cli-options.md',
    name: 'cli-options-machine',
    sections: ['For scripts and coding agents'],
    apart: true,
  },
  // doctor in Quick Start's new project: the local database not migrated (exit 1), then migrated (--json, ok).
  {
    page: 'getting-started/cli-options.md',
    name: 'cli-options-doctor',
    sections: ['Checking a project: doctor'],
    after: [NEW_PROJECT],
    in: 'my-app',
  },
  // add in a project of its own: created without sign-in, a todo written, sign-in added, the migration stopped by
  // the todo, then run once it is deleted.
  { page: 'getting-started/cli-options.md', name: 'cli-options-add', sections: ['Adding a feature: add'] },
  // upgrade in a project 0.1.0 made, from its record: the dry run's list compared, the upgrade, then the checks.
  {
    page: 'getting-started/cli-options.md',
    name: 'cli-options-upgrade',
    sections: ['Upgrading a project: upgrade'],
    olderProject: { version: '0.1.0', name: 'my-app' },
    in: 'my-app',
  },
  {
    page: 'development/local-setup.md',
    after: [{ page: 'getting-started/cli-options.md', sections: ['Skipping git and install'] }],
    in: 'my-app',
  },
  {
    page: 'development/api-design.md',
    sections: ['Todo calls', 'Validation errors'],
    after: [RUNNING_PROJECT],
    commandsOnly: true,
  },
  // The search sample: its file written, mounted, its answers (the 400 of a query too long for D1's LIKE) compared,
  // and its query sent at every bound.
  {
    page: 'development/api-design.md',
    name: 'api-design-search',
    sections: ['Writing a new route'],
    after: [RUNNING_PROJECT],
    bounds: ['search'],
  },
  // The upload sample: the bucket bound, the routes written and mounted, a file uploaded; then the upload sent at its
  // bounds (no file, a text field, empty, 5 MB and one byte more, a name that needs escaping: each stored file
  // downloaded back) and the download at its key's (unknown, 1,000 characters, over R2's 1,024 bytes).
  {
    page: 'development/api-design.md',
    name: 'api-design-upload',
    sections: ['File uploads'],
    after: [RUNNING_PROJECT],
    bounds: ['upload', 'files'],
  },
  {
    page: 'development/api-security.md',
    sections: ['Validate every input'],
    after: [RUNNING_PROJECT],
    bounds: ['invitations'],
  },
  // The web app's _headers: absent on Vite's dev server, sent by wrangler dev once the app is built (curl -I compared).
  {
    page: 'development/api-security.md',
    name: 'api-security-headers',
    sections: ["Headers for the web app's files"],
    after: [RUNNING_PROJECT],
  },
  // Better Auth's limiter, turned on and keyed on cf-connecting-ip: the fourth wrong password within 10 s answers its 429.
  {
    page: 'development/api-security.md',
    name: 'api-security-better-auth-limiter',
    sections: ["Better Auth's own rate limiter"],
    after: [RUNNING_PROJECT],
  },
  // Better Auth's captcha plugin on sign-up, with Turnstile's test secret in .dev.vars and npm run dev started again: a
  // sign-up without a token answers the plugin's 400 (asking the real siteverify needs the network: skipped). The
  // page's tests run through npm test against the stand-in siteverify of its vitest.config.ts: no token 400, the
  // passing test secret 200, the failing one 403. The widget's form written and checked by the project's typecheck and
  // lint; the _headers of "Headers for the web app's files" edited for Turnstile, built, and its policy answered by
  // wrangler dev (acceptance/samples/turnstile-csp.test.ts loads that policy in Chromium).
  {
    page: 'development/api-security.md',
    name: 'api-security-turnstile',
    sections: ['Bot protection for sign-up'],
    after: [RUNNING_PROJECT, { page: 'development/api-security.md', sections: ["Headers for the web app's files"] }],
  },
  {
    page: 'development/authentication.md',
    // Every section but Password reset, which changes the project and runs in a walkthrough of its own.
    sections: [
      'How sign-in works',
      'Set up Discord',
      'Environment variables',
      'Get a session for curl',
      'The server side',
      'The client side',
      'Email and password',
      'Troubleshooting',
      'Next steps',
    ],
    after: [RUNNING_PROJECT],
    commandsOnly: true,
  },
  // The send_email binding added and Better Auth's reset wired to it: a link requested for Ada (and for an address
  // without an account), its token read from the email wrangler dev writes, the password reset, the token refused a
  // second time, the old session and password refused, the new password signing in.
  {
    page: 'development/authentication.md',
    name: 'authentication-password-reset',
    sections: ['Password reset'],
    after: [RUNNING_PROJECT, { page: 'development/authentication.md', sections: ['Get a session for curl'] }],
  },
  {
    page: 'development/user-management.md',
    sections: ['The first admin'],
    after: [RUNNING_PROJECT],
    commandsOnly: true,
  },
  // The plain-Hono admin API written and mounted beside the generated one, both asked by a user; its role change sent
  // at its bounds as an admin (about Bob), signed out and as a user.
  {
    page: 'development/user-management.md',
    name: 'user-management-admin-api',
    sections: ['The admin API'],
    after: [RUNNING_PROJECT],
    bounds: ['admin-users.role'],
  },
  // Account deletion and export: Ada's todo and post exported (credentials left out), her account deleted with her
  // password (a wrong one refused), the export then refused and no row of hers left in D1.
  {
    page: 'development/user-management.md',
    name: 'user-management-delete-export',
    sections: ['Deleting an account and exporting its data'],
    after: [RUNNING_PROJECT, { page: 'development/authentication.md', sections: ['Get a session for curl'] }],
  },
  { page: 'development/database-patterns.md', after: [RUNNING_PROJECT], commandsOnly: true },
  // Three walkthroughs: each section starts from the project's folder, and two of them move to apps/api.
  {
    page: 'development/database-setup.md',
    sections: ['Define a table', 'Generate a migration', 'Apply migrations'],
    after: [NEW_PROJECT],
    in: 'my-app',
  },
  {
    page: 'development/database-setup.md',
    name: 'database-setup-seed',
    sections: ['Seed local data', 'Browse the data'],
    after: [RUNNING_PROJECT],
  },
  {
    page: 'development/database-setup.md',
    name: 'database-setup-reset',
    sections: ['Reset the local database'],
    after: [NEW_PROJECT],
    in: 'my-app',
  },
  { page: 'development/database.md', sections: ['Local and remote data'], after: [RUNNING_PROJECT] },
  {
    page: 'development/state-management.md',
    sections: ['Devtools'],
    after: [NEW_PROJECT],
    in: 'my-app',
    network: 'npm install -D @tanstack/react-query-devtools',
  },
  { page: 'development/testing.md', sections: ['Run the tests'], after: [NEW_PROJECT], in: 'my-app' },
  {
    page: 'development/workflow.md',
    sections: ['A change from schema to UI'],
    after: [RUNNING_PROJECT],
    bounds: ['todos-priority'],
  },
  // The Cloudflare Vite plugin tried: installed from the registry, vite.config.ts patched, Vite alone serving the Worker.
  {
    page: 'development/workflow.md',
    name: 'workflow-vite-plugin',
    sections: ['Two dev servers, not the Cloudflare Vite plugin'],
    after: [NEW_PROJECT],
    in: 'my-app',
    network: 'npm install -D @cloudflare/vite-plugin',
  },
  { page: 'development/websockets.md', sections: ['Streaming responses'], after: [RUNNING_PROJECT] },
  {
    page: 'development/performance.md',
    sections: ['Static assets', 'Index what you filter and sort on'],
    after: [RUNNING_PROJECT],
  },
  {
    page: 'deployment/monitoring.md',
    sections: ['Live logs with wrangler tail', 'Uptime checks with /health'],
    after: [RUNNING_PROJECT],
    commandsOnly: true,
  },
  // The request logger registered and its test run: the Ray ID, not an X-Request-Id the client sends, is the ID logged
  // and answered, on Better Auth's responses too.
  {
    page: 'deployment/monitoring.md',
    name: 'monitoring-request-id',
    sections: ['Structured logging'],
    after: [NEW_PROJECT],
    in: 'my-app',
  },
  // @sentry/cloudflare installed and the default export wrapped with withSentry, the error handler's 500s reported with
  // captureException: typecheck and lint, npm run dev started again without a DSN and answering as before (D1 through
  // the env the SDK wraps), then npm run deploy's build and dry run bundling the SDK.
  {
    page: 'deployment/monitoring.md',
    name: 'monitoring-sentry',
    sections: ['Sending errors to Sentry'],
    after: [RUNNING_PROJECT],
    network: 'npm install @sentry/cloudflare@11.0.0',
  },
  {
    page: 'deployment/migrations.md',
    sections: ['Change the schema', 'Data migrations'],
    after: [NEW_PROJECT],
    in: 'my-app',
  },
  {
    page: 'deployment/migrations.md',
    name: 'migrations-rebuild',
    sections: ['Beware of table rebuilds', 'Keep dependent rows through a rebuild'],
    after: [RUNNING_PROJECT],
  },
  { page: 'deployment/cloudflare.md', sections: ['Local and remote resources'], after: [RUNNING_PROJECT] },
  // A Preview per pull request: the previews block applied to wrangler.jsonc and checked by a dry run, and the pull
  // request's database migrated locally through the configuration file the workflow writes (the rest needs an account).
  {
    page: 'deployment/production.md',
    name: 'production-previews',
    sections: ['Preview deployments per pull request'],
    after: [NEW_PROJECT],
    in: 'my-app',
  },
  // A new BETTER_AUTH_SECRET in .dev.vars and npm run dev started again: the cookie of a session signed with the old one
  // answers 401, and signing in again with the same password gives one that works.
  {
    page: 'deployment/production.md',
    name: 'production-secret-rotation',
    sections: ['Rotating a leaked secret'],
    after: [RUNNING_PROJECT],
  },
  { page: 'deployment/cloudflare-workers.md', sections: ['Deploy with npm run deploy'], after: [RUNNING_PROJECT] },
  // A Cron Trigger and a queue beside Hono: the scheduled handler run through /cdn-cgi/local/scheduled, its queue consumer
  // deleting the signed-in test user's session.
  {
    page: 'deployment/cloudflare-workers.md',
    name: 'cloudflare-workers-background',
    sections: ['Scheduled and background work'],
    after: [RUNNING_PROJECT],
  },
];

/** A walkthrough's name: its test's (`--test-name-pattern`), its folder's and its log's. */
export function walkthroughName(walkthrough: Walkthrough): string {
  return walkthrough.name ?? walkthrough.page.replace(/^.*\//, '').replace(/\.md$/, '');
}
