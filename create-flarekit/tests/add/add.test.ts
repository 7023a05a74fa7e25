/**
 * `create-flarekit add`: for every feature each template can take, a project composed as the CLI writes it (and
 * committed) becomes, file by file, the project a fresh create of the target template gives, with the exceptions
 * add makes on purpose (the secrets of .dev.vars are yours; migrations already there stay, db:generate writes the
 * next). Then your edits: merged where they do not overlap the feature's, marked and listed where they do. Then each
 * refusal, before anything is written, through the built CLI.
 */
import { appendFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { additionOf, FEATURES } from '../../src/add/features.ts';
import { addFeature } from '../../src/add/index.ts';
import type { AddOutcome } from '../../src/add/outcome.ts';
import { writeProject } from '../../src/cli/write-project.ts';
import { cliVersion } from '../../src/cli/version.ts';
import { parseDevVars } from '../../src/compose/dev-vars.ts';
import type { PackageManager, TemplateId } from '../../src/compose/index.ts';
import { templateById, TEMPLATE_IDS } from '../../src/compose/templates.ts';
import { listFiles, runBin, snapshot, tempDir } from '../cli/helpers.ts';
import { commitAll, composed as compose, committedProject, readText as read } from '../projects.ts';

/** A project of `templateId` as create writes it, committed. */
async function createdProject(templateId: TemplateId, packageManager: PackageManager = 'npm'): Promise<string> {
  return committedProject(await compose(templateId, packageManager));
}

const files = (root: string) => listFiles(root, (file) => file === '.git');

const PAIRS = TEMPLATE_IDS.flatMap((id) =>
  FEATURES.flatMap((feature) => {
    const addition = additionOf(templateById(id), feature);
    return addition.ok ? [[id, feature, addition.target] as const] : [];
  }),
);

describe('create A, then add X: the tree of create A+X', () => {
  // add web with --client rpc: the RPC client's template of the same answers.
  const WEB_RPC = PAIRS.filter(([, feature]) => feature === 'web').map(([from]) => {
    const addition = additionOf(templateById(from), 'web', 'rpc');
    if (!addition.ok) throw new Error(addition.reason);
    return [from, 'web --client rpc', addition.target] as const;
  });
  test.each([...PAIRS, ...WEB_RPC])('%s + %s = %s', async (from, feature, to) => {
    const root = await createdProject(from);
    const outcome = await addFeature({ argv: [...feature.split(' '), '--no-install'], cwd: root });
    expect(outcome).toMatchObject({ ok: true, from, to, installed: false });
    const expected = await compose(to);
    const base = await compose(from);
    // Migrations a database already had stay as they are (db:generate, run after the install, writes the next).
    const kept = (file: string) => templateById(from).database && /(^|\/)drizzle\//.test(file);
    const wanted = [...expected.keys()].filter((file) => !kept(file));
    // add web moves the API's files, the migrations among them, into apps/api/.
    const web = feature.startsWith('web');
    const keptFiles = [...base.keys()].filter(kept).map((file) => (web ? `apps/api/${file}` : file));
    expect(files(root)).toEqual([...wanted, ...keptFiles].sort());
    for (const file of wanted) {
      if (path.posix.basename(file) === '.dev.vars') continue;
      expect(read(root, file), file).toBe(expected.get(file));
    }
    for (const file of keptFiles)
      expect(read(root, file), file).toBe(base.get(web ? file.slice('apps/api/'.length) : file));
    for (const file of wanted.filter((name) => path.posix.basename(name) === '.dev.vars')) {
      // The same keys and values but the secret, which is new and as long as create makes it.
      const [got, want] = [parseDevVars(read(root, file)), parseDevVars(String(expected.get(file)))];
      expect([...got.keys()]).toEqual([...want.keys()]);
      for (const [key, value] of want) if (key !== 'BETTER_AUTH_SECRET') expect(got.get(key), key).toBe(value);
      expect(got.get('BETTER_AUTH_SECRET')).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    }
  });

  test('with pnpm, whose workspace file and scripts differ', async () => {
    const root = await createdProject('full-stack-rpc-no-db', 'pnpm');
    expect(await addFeature({ argv: ['db', '--no-install'], cwd: root })).toMatchObject({ ok: true });
    const expected = await compose('full-stack-rpc-no-auth', 'pnpm');
    expect(files(root)).toEqual([...expected.keys()].sort());
    for (const [file, contents] of expected) expect(read(root, file), file).toBe(contents);
  });
});

describe('your changes', () => {
  test('kept, merged where apart from the feature, marked and listed where they overlap; exit with conflicts', async () => {
    const root = await createdProject('full-stack-rpc-no-auth');
    const todos = 'apps/api/src/routes/todos.ts';
    // A line the sign-in patch changes too (its drizzle-orm import), a line at the end it does not touch, a file of yours.
    const edited = read(root, todos)
      .replace(
        "import { asc, desc, eq, sql } from 'drizzle-orm';",
        "import { asc, desc, eq, like, sql } from 'drizzle-orm';",
      )
      .concat('\n// my note\n');
    writeFileSync(path.join(root, todos), edited);
    appendFileSync(path.join(root, 'README.md'), '\nOur team notes.\n');
    mkdirSync(path.join(root, 'apps/api/src/mine'));
    writeFileSync(path.join(root, 'apps/api/src/mine/own.ts'), 'export const own = 1;\n');
    commitAll(root, 'my changes');

    const outcome: AddOutcome = await addFeature({ argv: ['auth', '--no-install'], cwd: root });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.code).toBe('conflicts');
    const conflicts = (outcome.error.changes ?? []).filter((change) => change.kind === 'conflict');
    expect(conflicts.map((change) => change.path)).toEqual([todos]);
    const merged = read(root, todos);
    expect(merged).toContain(
      "<<<<<<< yours\nimport { asc, desc, eq, like, sql } from 'drizzle-orm';\n" +
        `||||||| create-flarekit ${cliVersion()} (full-stack-rpc-no-auth)\n` +
        "import { asc, desc, eq, sql } from 'drizzle-orm';\n=======\n" +
        "import { and, asc, desc, eq, sql } from 'drizzle-orm';\n" +
        `>>>>>>> create-flarekit ${cliVersion()} (full-stack-rpc)\n`,
    );
    // Both sides' other changes are in: the note, and the sign-in the target adds.
    expect(merged).toContain('// my note\n');
    expect(merged).toContain("import { requireAuth } from '../middleware/require-auth';");
    expect(outcome.error.changes).toContainEqual({ path: 'README.md', kind: 'merged' });
    expect(read(root, 'README.md')).toContain('Our team notes.');
    expect(read(root, 'apps/api/src/mine/own.ts')).toBe('export const own = 1;\n');
  });

  test('.dev.vars: yours kept as it is; in a clone without one (it is git-ignored), written as create writes it', async () => {
    const root = await createdProject('full-stack-orval');
    const devVars = 'apps/api/.dev.vars';
    const mine = `${read(root, devVars)}MY_OWN_KEY=kept\n`;
    writeFileSync(path.join(root, devVars), mine);
    expect(await addFeature({ argv: ['client-rpc', '--no-install'], cwd: root })).toMatchObject({ ok: true });
    expect(read(root, devVars)).toBe(mine);

    const clone = await createdProject('full-stack-orval');
    rmSync(path.join(clone, devVars));
    const outcome = await addFeature({ argv: ['client-rpc', '--no-install'], cwd: clone });
    expect(outcome).toMatchObject({ ok: true });
    if (outcome.ok) expect(outcome.changes).toContainEqual({ path: devVars, kind: 'added' });
    expect(parseDevVars(read(clone, devVars)).get('BETTER_AUTH_SECRET')).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  test("add web moves the API into apps/api/: your edits, your files and wrangler's local state with it", async () => {
    const root = await createdProject('api-no-auth');
    const todos = read(root, 'src/routes/todos.ts').concat('\n// my note\n');
    writeFileSync(path.join(root, 'src/routes/todos.ts'), todos);
    writeFileSync(path.join(root, 'src/routes/mine.ts'), 'export const mine = 1;\n');
    writeFileSync(path.join(root, 'LICENSE'), 'MIT\n');
    const pkg = JSON.parse(read(root, 'package.json')) as { dependencies: Record<string, string> };
    pkg.dependencies['date-fns'] = '4.1.0';
    writeFileSync(path.join(root, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
    commitAll(root, 'mine');
    // git-ignored: the local database and your own local settings.
    mkdirSync(path.join(root, '.wrangler/state'), { recursive: true });
    writeFileSync(path.join(root, '.wrangler/state/local.sqlite'), 'data');
    writeFileSync(path.join(root, '.dev.vars'), 'MY_KEY=1\n');

    const outcome = await addFeature({ argv: ['web', '--no-install'], cwd: root });
    expect(outcome.ok || outcome.error).toBe(true);
    expect(outcome).toMatchObject({ to: 'full-stack-orval-no-auth' });
    expect(read(root, 'apps/api/src/routes/todos.ts')).toBe(todos);
    expect(read(root, 'apps/api/src/routes/mine.ts')).toBe('export const mine = 1;\n');
    expect(read(root, 'apps/api/.wrangler/state/local.sqlite')).toBe('data');
    expect(read(root, 'apps/api/.dev.vars')).toBe('MY_KEY=1\n');
    expect(read(root, 'LICENSE')).toBe('MIT\n');
    for (const gone of ['src', 'test', 'drizzle', 'wrangler.jsonc', '.wrangler', '.dev.vars'])
      expect(existsSync(path.join(root, gone)), gone).toBe(false);
    const merged = JSON.parse(read(root, 'package.json')) as {
      dependencies?: Record<string, string>;
      workspaces: string[];
    };
    expect(merged.workspaces).toEqual(['apps/api', 'apps/web']);
    expect(merged.dependencies?.['date-fns']).toBe('4.1.0');
    if (outcome.ok) {
      expect(outcome.changes).toContainEqual({ path: 'apps/api/src/routes/mine.ts', kind: 'moved' });
      expect(outcome.nextSteps.join('\n')).toContain(
        "move the API's dependencies and scripts to apps/api/package.json",
      );
    }
  });

  test('a dry run lists the changes and writes nothing', async () => {
    const root = await createdProject('api-no-db');
    writeFileSync(path.join(root, 'notes.txt'), 'uncommitted\n');
    const before = snapshot(root);
    const outcome = await addFeature({ argv: ['db', '--dry-run'], cwd: root });
    expect(outcome).toMatchObject({ ok: true, dryRun: true, to: 'api-no-auth' });
    if (outcome.ok) expect(outcome.changes).toContainEqual({ path: 'src/db/schema.ts', kind: 'added' });
    expect(snapshot(root)).toEqual(before);
  });
});

describe('refused before anything is written (the built CLI)', () => {
  const refusals: [string, (root: string) => void, string[], string, string][] = [
    ['no feature', () => {}, [], 'invalid-arguments', 'Give one feature to add (got no feature)'],
    ['an unknown feature', () => {}, ['docs'], 'invalid-arguments', 'Give one feature to add (got "docs")'],
    [
      '--client with a feature but web',
      () => {},
      ['db', '--client', 'rpc'],
      'invalid-arguments',
      '--client goes with add web only',
    ],
    [
      'an unknown client',
      () => {},
      ['web', '--client', 'graphql'],
      'invalid-arguments',
      'Invalid value for --client: "graphql"',
    ],
    [
      'an unknown option',
      () => {},
      ['db', '--yes'],
      'invalid-arguments',
      'Unknown option --yes. Run create-flarekit --help to see every option.',
    ],
    ['a feature that needs another', () => {}, ['auth'], 'not-applicable', 'Add the database first'],
    [
      'uncommitted changes',
      (root) => appendFileSync(path.join(root, 'README.md'), 'edit\n'),
      ['db'],
      'uncommitted-changes',
      'uncommitted changes (README.md)',
    ],
    [
      'another version',
      (root) =>
        writeFileSync(
          path.join(root, 'flarekit.json'),
          JSON.stringify({ template: 'api-no-db', version: '0.0.9', packageManager: 'npm' }),
        ),
      ['db', '--force'],
      'other-version',
      'npx create-flarekit@0.0.9 add db',
    ],
  ];
  test.each(refusals)('%s', async (_name, seed, args, code, message) => {
    const root = await createdProject('api-no-db');
    seed(root);
    const before = snapshot(root);
    const text = runBin(['add', ...args], root);
    const json = runBin(['add', ...args, '--json'], root);
    expect(text.status).toBe(1);
    expect(text.stderr).toContain(message);
    expect(json.status).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: false, error: { code, written: false } });
    expect(snapshot(root)).toEqual(before);
  });

  test('outside a project', () => {
    const text = runBin(['add', 'db'], tempDir());
    expect(text.status).toBe(1);
    expect(text.stderr).toContain('No flarekit.json in this folder or its parents');
  });

  test('--force goes on without git, and the built CLI exits 0 and reports the new template', async () => {
    const root = path.join(tempDir('flarekit-add-'), 'my-app');
    await writeProject(root, await compose('api-no-db'));
    const refused = runBin(['add', 'db', '--no-install'], root);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('not in a git repository');
    const forced = runBin(['add', 'db', '--no-install', '--force'], root);
    expect(forced.status).toBe(0);
    expect(forced.stdout).toContain('Added db: the project is now template api-no-auth.');
    expect(JSON.parse(read(root, 'flarekit.json'))).toMatchObject({ template: 'api-no-auth' });
    expect(existsSync(path.join(root, 'drizzle', '0000_init.sql'))).toBe(true);
  });
});
