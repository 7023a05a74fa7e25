// The report `npm run dev` prints on apps/api/.dev.vars before wrangler dev starts: what works and what does not, per
// case, run as the composed project runs it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { composed } from '../projects.ts';

const SECRET = 'a'.repeat(44);
const fullStack = await composed('full-stack-orval');
const script = String(fullStack.get('apps/api/scripts/check-dev-vars.mjs'));
const example = String(fullStack.get('apps/api/.dev.vars.example'));

/** Writes the composed full-stack project's check script, and .dev.vars when given, then runs the check in apps/api. */
function report(devVars: Record<string, string> | undefined): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-dev-vars-'));
  const apiDir = path.join(dir, 'apps', 'api');
  mkdirSync(path.join(apiDir, 'scripts'), { recursive: true });
  writeFileSync(path.join(dir, 'flarekit.json'), '{}');
  writeFileSync(path.join(apiDir, 'scripts', 'check-dev-vars.mjs'), script);
  writeFileSync(path.join(apiDir, '.dev.vars.example'), example);
  if (devVars) {
    const lines = Object.entries(devVars).map(([key, value]) => `${key}=${value}`);
    writeFileSync(path.join(apiDir, '.dev.vars'), `${lines.join('\n')}\n`);
  }
  const run = spawnSync(process.execPath, ['scripts/check-dev-vars.mjs'], { cwd: apiDir, encoding: 'utf8' });
  rmSync(dir, { recursive: true, force: true });
  expect(run.status).toBe(0);
  return run.stdout;
}

const generated = {
  BETTER_AUTH_SECRET: SECRET,
  BETTER_AUTH_URL: 'http://localhost:5173',
  ENVIRONMENT: 'development',
  DISCORD_CLIENT_ID: '',
  DISCORD_CLIENT_SECRET: '',
};

describe('check-dev-vars.mjs', () => {
  it('as generated (Discord empty): Discord says so, email and password sign-in works', () => {
    expect(report(generated)).toBe(
      [
        '▲ apps/api/.dev.vars:',
        '  DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET are empty: "Continue with Discord" says so until they are set.',
        '  Everything else works, and email and password sign-in is on in development.',
        '  Get them from a Discord application: https://flarekit.dev/docs/development/authentication#set-up-discord',
        '  Changes to apps/api/.dev.vars take effect when you restart the dev servers.',
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['empty', '', 'BETTER_AUTH_SECRET is empty'],
    ['short', 'too-short', 'BETTER_AUTH_SECRET is 9 characters long'],
  ])('with the secret %s: no sign-in works, and nothing claims otherwise', (_, secret, named) => {
    const output = report({ ...generated, BETTER_AUTH_SECRET: secret });
    expect(output).toContain(`${named}: no sign-in works`);
    expect(output).toContain('openssl rand -base64 32');
    expect(output).toContain('"Continue with Discord" says so');
    expect(output).not.toContain('Everything else works');
    expect(output).not.toContain('sign-in is on');
  });

  it.each([
    ['empty', '', 'BETTER_AUTH_URL is empty'],
    ['without a scheme', 'localhost:5173', 'BETTER_AUTH_URL is "localhost:5173", not an http:// or https:// URL'],
    [
      'not http(s)',
      'ftp://localhost:5173',
      'BETTER_AUTH_URL is "ftp://localhost:5173", not an http:// or https:// URL',
    ],
  ])('with BETTER_AUTH_URL %s: no sign-in works; set it as the example does', (_, url, named) => {
    const output = report({ ...generated, BETTER_AUTH_URL: url });
    expect(output).toContain(`${named}: no sign-in works (sign-in answers 503) until it is the URL the browser opens.`);
    expect(output).toContain('Set it as apps/api/.dev.vars.example does: BETTER_AUTH_URL=http://localhost:5173');
    expect(output).not.toContain('Everything else works');
    expect(output).not.toContain('sign-in is configured');
  });

  it('without .dev.vars: nobody can sign in; copy the example and set a secret', () => {
    const output = report(undefined);
    expect(output).toContain('apps/api/.dev.vars is missing: no sign-in works until it exists');
    expect(output).toContain('cp apps/api/.dev.vars.example apps/api/.dev.vars');
    expect(output).toContain('set BETTER_AUTH_SECRET in it');
  });

  it('without ENVIRONMENT=development and Discord empty: nobody can sign in', () => {
    const { ENVIRONMENT: _, ...production } = generated;
    expect(report(production)).toContain('Everything else works, but nobody can sign in');
  });

  it('all set: configured', () => {
    const output = report({ ...generated, DISCORD_CLIENT_ID: 'id', DISCORD_CLIENT_SECRET: 'secret' });
    expect(output).toBe(
      '✔ apps/api/.dev.vars: sign-in is configured. Changes to apps/api/.dev.vars take effect when you restart the dev servers.\n',
    );
  });
});
