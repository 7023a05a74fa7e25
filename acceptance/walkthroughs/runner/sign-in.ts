/** A test user signed in with a real session in the project's local D1, for the pages' placeholder cookie. */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runCommand } from 'flarekit-docs/processes';
import { createTestUsers, type TestUser } from '../../lib/sessions.ts';
import { apiDir, type Context } from './context.ts';
import { env } from './settings.ts';

/**
 * Signs the test users in (Alice and Bob, users, and Carol, an admin) with real sessions in the local D1, with the
 * project's own BETTER_AUTH_SECRET.
 */
export async function signIn(context: Context): Promise<TestUser[]> {
  const api = apiDir(context.cwd);
  const vars = await readFile(path.join(api, '.dev.vars'), 'utf8').catch(() => '');
  const secret = /^BETTER_AUTH_SECRET=(.*)$/m.exec(vars)?.[1]?.trim();
  if (!secret) throw new Error(`${path.relative(context.cwd, api) || '.'}/.dev.vars sets no BETTER_AUTH_SECRET`);
  const { users, sql } = await createTestUsers(api, secret);
  await writeFile(path.join(api, '.walkthrough-users.sql'), sql);
  await runCommand('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--file', '.walkthrough-users.sql'], {
    cwd: api,
    env,
    logFile: context.log,
  });
  await rm(path.join(api, '.walkthrough-users.sql'));
  return users;
}

/** The walkthrough's test user's cookie (Alice's), the users signed in the first time one is needed. */
export async function sessionCookie(context: Context): Promise<string> {
  context.users ??= await signIn(context);
  const alice = context.users[0];
  if (!alice) throw new Error('no test user');
  return alice.cookie;
}
