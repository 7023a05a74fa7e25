/**
 * Each check of `create-flarekit doctor`: one project in, findings out. None prints a value of .dev.vars: a finding
 * names a variable and says what is wrong with it (empty, too short, not a URL), never what it holds.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDevVars } from '../compose/dev-vars.ts';
import { composeProject, TEMPLATE_IDS, type TemplateId } from '../compose/index.ts';
import { managerCommands } from '../compose/package-managers.ts';
import { isAtLeast, PROJECT_MINIMUM_NODE } from '../cli/node-version.ts';
import { workerNameProblem } from '../cli/project-name-rule.ts';
import { type Finding, finding, PAGES } from './finding.ts';
import { apiPath, type Project, readJson, shownPath } from './project.ts';
import type { OpenSqlite } from './sqlite.ts';

/** The dev script's own rules (templates/api/auth/scripts/check-dev-vars.mjs): a secret of at least 32 characters. */
export const MIN_SECRET_LENGTH = 32;
/** The `database_id` every template ships until `wrangler d1 create` writes the real one. */
export const PLACEHOLDER_DATABASE_ID = '00000000-0000-0000-0000-000000000000';
/** A compatibility date older than this many days is reported. */
export const COMPATIBILITY_DATE_MAX_AGE_DAYS = 180;

/** The parts of wrangler.jsonc the checks read. */
export interface WranglerConfig {
  name?: unknown;
  compatibility_date?: unknown;
  d1_databases?: unknown;
  env?: unknown;
}

export function readWrangler(project: Project): WranglerConfig | undefined {
  const config = readJson(apiPath(project, 'wrangler.jsonc'), true);
  return config !== null && typeof config === 'object' ? (config as WranglerConfig) : undefined;
}

/** The running Node.js against the project's `engines.node` (`>=22.18`), or the CLI's own minimum for projects. */
export function checkNode(project: Project, nodeVersion: string): Finding[] {
  const pkg = readJson(path.join(project.root, 'package.json')) as { engines?: { node?: unknown } } | undefined;
  const declared = typeof pkg?.engines?.node === 'string' ? pkg.engines.node : undefined;
  const match = declared === undefined ? undefined : /^>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(declared.trim());
  const minimum = match ? `${match[1]}.${match[2] ?? 0}.${match[3] ?? 0}` : PROJECT_MINIMUM_NODE;
  const range = declared ?? `>=${PROJECT_MINIMUM_NODE}`;
  if (isAtLeast(nodeVersion, minimum)) {
    return [finding('node-version', 'ok', `Node.js ${nodeVersion} meets the project's "${range}".`)];
  }
  const short = minimum.replace(/\.0$/, '');
  return [
    finding(
      'node-version',
      'error',
      `Node.js ${nodeVersion} is older than the project's "${range}" (package.json engines): its tools do not run on it.`,
      `Install Node.js ${short} or newer from https://nodejs.org or with a version manager (nvm install ${minimum.split('.')[0]}), then run the project's commands with it.`,
      PAGES.nodeVersion,
    ),
  ];
}

/**
 * .dev.vars in a project with sign-in (one whose API has .dev.vars.example), by the rules of the dev script's check:
 * missing file, a secret shorter than 32 characters or a base URL that is not http(s) are errors (no sign-in works);
 * empty Discord values a warning (email and password sign-in still works in development).
 */
export function checkDevVars(project: Project): Finding[] {
  const example = apiPath(project, '.dev.vars.example');
  if (!existsSync(example)) return [];
  const shown = shownPath(project, '.dev.vars');
  const file = apiPath(project, '.dev.vars');
  if (!existsSync(file)) {
    return [
      finding(
        'dev-vars-missing',
        'error',
        `${shown} is missing: no sign-in works until it exists (sign-in answers 503).`,
        `cp ${shown}.example ${shown}, then set BETTER_AUTH_SECRET in it (make one with: openssl rand -base64 32) and restart the dev servers.`,
        PAGES.devVars,
      ),
    ];
  }
  const vars = parseDevVars(readFileSync(file, 'utf8'));
  const findings: Finding[] = [];
  const secret = vars.get('BETTER_AUTH_SECRET') ?? '';
  findings.push(
    secret.length >= MIN_SECRET_LENGTH
      ? finding(
          'dev-vars-secret',
          'ok',
          `${shown}: BETTER_AUTH_SECRET is set, at least ${MIN_SECRET_LENGTH} characters.`,
        )
      : finding(
          'dev-vars-secret',
          'error',
          `${shown}: BETTER_AUTH_SECRET is ${secret === '' ? 'empty' : `${secret.length} characters long`}: no sign-in works (sign-in answers 503) until it has at least ${MIN_SECRET_LENGTH} characters.`,
          `Make one with: openssl rand -base64 32, put it after BETTER_AUTH_SECRET= in ${shown} and restart the dev servers.`,
          PAGES.devVars,
        ),
  );
  findings.push(
    isHttpUrl(vars.get('BETTER_AUTH_URL') ?? '')
      ? finding('dev-vars-url', 'ok', `${shown}: BETTER_AUTH_URL is an http(s) URL.`)
      : finding(
          'dev-vars-url',
          'error',
          `${shown}: BETTER_AUTH_URL is ${vars.get('BETTER_AUTH_URL') ? 'not an http:// or https:// URL' : 'empty'}: no sign-in works (sign-in answers 503) until it is the URL the browser opens.`,
          `Set it as ${shown}.example does${exampleUrl(example)}, and restart the dev servers.`,
          PAGES.devVars,
        ),
  );
  const discord = ['DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET'].filter((name) => !vars.get(name));
  findings.push(
    discord.length === 0
      ? finding('dev-vars-discord', 'ok', `${shown}: DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET are set.`)
      : finding(
          'dev-vars-discord',
          'warning',
          `${shown}: ${discord.join(' and ')} ${discord.length > 1 ? 'are' : 'is'} empty: "Continue with Discord" says so until they are set (email and password sign-in works with ENVIRONMENT=development).`,
          `Get them from a Discord application and set them in ${shown}.`,
          PAGES.discord,
        ),
  );
  return findings;
}

function exampleUrl(example: string): string {
  const url = parseDevVars(readFileSync(example, 'utf8')).get('BETTER_AUTH_URL');
  return url ? `: BETTER_AUTH_URL=${url}` : '';
}

/** Whether Better Auth takes the value as its base URL: it refuses anything but http:// and https://. */
function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Each environment of wrangler.jsonc: the top level ('') and each `env.<name>`. */
function environments(config: WranglerConfig): [string, WranglerConfig][] {
  const envs: [string, WranglerConfig][] = [['', config]];
  if (config.env !== null && typeof config.env === 'object') {
    for (const [name, env] of Object.entries(config.env as Record<string, unknown>)) {
      if (env !== null && typeof env === 'object') envs.push([name, env as WranglerConfig]);
    }
  }
  return envs;
}

/** The Worker's `name` in wrangler.jsonc by the CLI's project name rule (project-name-rule.ts). */
export function checkWorkerName(project: Project, config: WranglerConfig): Finding[] {
  const file = shownPath(project, 'wrangler.jsonc');
  const name = config.name;
  if (typeof name !== 'string') {
    return [
      finding(
        'worker-name',
        'error',
        `${file} has no "name": wrangler needs the Worker's name.`,
        `Set "name" in ${file} to ${WORKER_NAME_HINT}.`,
        PAGES.workerName,
      ),
    ];
  }
  const problem = workerNameProblem(name, `the "name" in ${file}`);
  if (problem === undefined) return [finding('worker-name', 'ok', `The Worker name "${name}" is a valid Worker name.`)];
  return [
    finding(
      'worker-name',
      'error',
      problem,
      `Rename the Worker in ${file} (and the "name" in package.json) to ${WORKER_NAME_HINT}.`,
      PAGES.workerName,
    ),
  ];
}

const WORKER_NAME_HINT = 'a name the rule allows (the name of a new project follows the same rule)';

/** The D1 `database_id` still the template's placeholder: nothing to deploy to until `wrangler d1 create`. */
export function checkDatabaseId(project: Project, config: WranglerConfig): Finding[] {
  const file = shownPath(project, 'wrangler.jsonc');
  const databases = environments(config).flatMap(([env, values]) =>
    d1Databases(values).map((database) => ({ env, database })),
  );
  if (databases.length === 0) return [];
  const placeholders = databases.filter(({ database }) => database.database_id === PLACEHOLDER_DATABASE_ID);
  if (placeholders.length === 0) {
    return [finding('d1-database-id', 'ok', `${file}: every D1 database has its own database_id.`)];
  }
  const which = placeholders
    .map(({ env, database }) => `${String(database.binding ?? 'DB')}${env ? ` (env.${env})` : ''}`)
    .join(', ');
  const cd = project.apiDir ? `from ${project.apiDir}: ` : '';
  const databaseName = placeholders[0]?.database.database_name;
  return [
    finding(
      'd1-database-id',
      'warning',
      `${file}: the database_id of ${which} is still the placeholder ${PLACEHOLDER_DATABASE_ID}: local development works, a deploy does not until it is a real database's id.`,
      `Before the first deploy, create the database ${cd}${managerCommands(project.packageManager).exec(`wrangler d1 create ${typeof databaseName === 'string' ? databaseName : '<name>-db'} --binding DB`)} (it writes the id into ${file}).`,
      PAGES.databaseId,
    ),
  ];
}

interface D1Database {
  binding?: unknown;
  database_name?: unknown;
  database_id?: unknown;
  migrations_dir?: unknown;
}

function d1Databases(config: WranglerConfig): D1Database[] {
  return Array.isArray(config.d1_databases)
    ? (config.d1_databases as unknown[]).filter((item): item is D1Database => item !== null && typeof item === 'object')
    : [];
}

/**
 * The migration files against the local D1: wrangler records each applied migration in a `d1_migrations` table of
 * the database's SQLite file under `.wrangler/state/v3/d1/` (next to wrangler.jsonc). Read with node:sqlite; on a
 * Node.js without it the check says it was skipped.
 */
export async function checkMigrations(
  project: Project,
  config: WranglerConfig,
  openSqlite: OpenSqlite,
): Promise<Finding[]> {
  const [database] = d1Databases(config);
  if (!database) return [];
  const dir = typeof database.migrations_dir === 'string' ? database.migrations_dir : 'migrations';
  const folder = apiPath(project, dir);
  const files = existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith('.sql'))
        .sort()
    : [];
  const migrate = managerCommands(project.packageManager).run('db:migrate:local');
  const stateDir = apiPath(project, '.wrangler/state/v3/d1');
  const databases = existsSync(stateDir) ? sqliteFiles(stateDir) : [];
  const reader = await openSqlite();
  if (typeof reader === 'string') {
    return [
      finding(
        'migrations',
        'warning',
        `Pending migrations not checked: ${reader}`,
        'Run create-flarekit doctor with Node.js 22.13 or newer to check them.',
        PAGES.localDatabase,
      ),
    ];
  }
  let migrated = false;
  const applied = new Set<string>();
  for (const file of databases) {
    const names = reader(file);
    if (names === undefined) continue;
    migrated = true;
    for (const name of names) applied.add(name);
  }
  if (!migrated) {
    return [
      finding(
        'migrations',
        'error',
        `The local database is not migrated: no local D1 database with wrangler's d1_migrations table under ${shownPath(project, '.wrangler/state/v3/d1/')}, so every route that reads the database fails.`,
        migrate,
        PAGES.localDatabase,
      ),
    ];
  }
  const pending = files.filter((name) => !applied.has(name));
  if (pending.length === 0) {
    return [
      finding(
        'migrations',
        'ok',
        `The local database has ${files.length === 1 ? 'the 1 migration' : `all ${files.length} migrations`} of ${shownPath(project, dir)}.`,
      ),
    ];
  }
  return [
    finding(
      'migrations',
      'error',
      `${pending.length} migration${pending.length === 1 ? ' is' : 's are'} not applied to the local database: ${pending.join(', ')}.`,
      migrate,
      PAGES.migrations,
    ),
  ];
}

function sqliteFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sqliteFiles(full));
    else if (entry.name.endsWith('.sqlite')) found.push(full);
  }
  return found.sort();
}

/** The compatibility date's age: a warning once it is older than 180 days. */
export function checkCompatibilityDate(project: Project, config: WranglerConfig, today: Date): Finding[] {
  const file = shownPath(project, 'wrangler.jsonc');
  const value = config.compatibility_date;
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  const todayText = today.toISOString().slice(0, 10);
  const fix = `Move compatibility_date in ${file} forward (today is ${todayText}) after reading the runtime changes since, then run the tests and the dev servers before deploying.`;
  if (date === null || Number.isNaN(date.getTime())) {
    return [
      finding(
        'compatibility-date',
        'error',
        `${file}: compatibility_date is missing or not a YYYY-MM-DD date.`,
        fix,
        PAGES.compatibilityDate,
      ),
    ];
  }
  const age = Math.floor((Date.parse(`${todayText}T00:00:00Z`) - date.getTime()) / 86_400_000);
  if (age <= COMPATIBILITY_DATE_MAX_AGE_DAYS) {
    return [
      finding(
        'compatibility-date',
        'ok',
        `${file}: compatibility_date ${value as string} is ${Math.max(age, 0)} days old.`,
      ),
    ];
  }
  return [
    finding(
      'compatibility-date',
      'warning',
      `${file}: compatibility_date ${value as string} is ${age} days old (more than ${COMPATIBILITY_DATE_MAX_AGE_DAYS}): the Worker runs without the runtime changes made since.`,
      fix,
      PAGES.compatibilityDate,
    ),
  ];
}

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'] as const;

/**
 * Each dependency version in the project's package.json files against those the same template composes at this
 * CLI's version. A dependency the project added or removed is its own business; one whose version differs is
 * reported.
 */
export async function checkPins(project: Project, cliVersion: string): Promise<Finding[]> {
  const template = project.template;
  if (template === undefined || !(TEMPLATE_IDS as readonly string[]).includes(template)) {
    return [
      finding(
        'pins',
        'warning',
        `flarekit.json names ${template === undefined ? 'no template' : `the template "${template}", which create-flarekit ${cliVersion} does not have`}: the pins were not compared.`,
        `Set "template" in flarekit.json to the template the project was created from (one of ${TEMPLATE_IDS.join(', ')}).`,
        PAGES.doctor,
      ),
    ];
  }
  const pkg = readJson(path.join(project.root, 'package.json')) as { name?: unknown } | undefined;
  const files = await composeProject({
    templateId: template as TemplateId,
    projectName: typeof pkg?.name === 'string' ? pkg.name : 'my-flarekit-app',
    packageManager: project.packageManager,
    cliVersion,
  });
  const drifted: string[] = [];
  for (const [file, contents] of files) {
    if (path.posix.basename(file) !== 'package.json' || typeof contents !== 'string') continue;
    const theirs = readJson(path.join(project.root, ...file.split('/'))) as Record<string, unknown> | undefined;
    if (theirs === undefined) continue;
    const ours = JSON.parse(contents) as Record<string, unknown>;
    for (const field of DEPENDENCY_FIELDS) {
      const pinned = (ours[field] ?? {}) as Record<string, string>;
      const actual = (theirs[field] ?? {}) as Record<string, unknown>;
      for (const [name, version] of Object.entries(pinned)) {
        const have = actual[name];
        if (typeof have === 'string' && have !== version)
          drifted.push(`${name} ${have} (template: ${version}) in ${file}`);
      }
    }
  }
  const created = project.version;
  const otherVersion = created !== undefined && created !== cliVersion;
  const against = `create-flarekit ${cliVersion}'s template ${template}`;
  const note = otherVersion
    ? ` The project was created with create-flarekit ${created}; this compares it with ${against}, not with the one that created it.`
    : '';
  const install = managerCommands(project.packageManager).install;
  if (drifted.length === 0) {
    return [finding('pins', 'ok', `Every dependency the template pins has the version of ${against}.${note}`)];
  }
  return [
    finding(
      'pins',
      'warning',
      `${drifted.length} pin${drifted.length === 1 ? '' : 's'} differ${drifted.length === 1 ? 's' : ''} from ${against}: ${drifted.join('; ')}.${note}`,
      otherVersion
        ? `To move the project to create-flarekit ${cliVersion}, run npx create-flarekit@${cliVersion} upgrade: it moves the pins and every template file, keeping your changes.`
        : `Set the template's versions above and run ${install}, unless you changed them on purpose.`,
      PAGES.doctor,
    ),
  ];
}
