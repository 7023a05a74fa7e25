import type { Features } from './features.ts';

/** Where the template READMEs take the first-run steps of their variant. */
export const FIRST_RUN_MARKER = '<!-- first-run -->';

/** The README's "First run" section: the steps from a new (or freshly cloned) project to a signed-in user. */
export function firstRunSection({ fullStack, db, auth }: Features): string {
  const api = fullStack ? 'apps/api/' : '';
  const browser = fullStack ? 'http://localhost:5173' : 'http://localhost:8787';
  const steps = ['npm install                # once; the CLI has run it unless you passed --no-install'];
  if (db) steps.push('npm run db:migrate:local   # creates the tables in the local D1 database');
  steps.push('npm run dev');
  const lines = ['## First run', '', '```sh', ...steps, '```', ''];
  if (!auth) {
    lines.push(`Then open ${browser}. Nothing needs configuring.`);
    return lines.join('\n');
  }
  lines.push(
    `Then open ${browser}${fullStack ? '/login' : '/docs'}: in development you can create an account with email and`,
    `password (\`POST /api/auth/sign-up/email\`). The local settings are in \`${api}.dev.vars\` (git-ignored): the CLI wrote`,
    'it with a generated `BETTER_AUTH_SECRET`. A fresh clone has none; create it from the example and put a secret in it:',
    '',
    '```sh',
    `cp ${api}.dev.vars.example ${api}.dev.vars   # then set BETTER_AUTH_SECRET to the output of: openssl rand -base64 32`,
    '```',
    '',
    'For Discord sign-in, create an application in the Discord Developer Portal, register',
    `\`${browser}/api/auth/callback/discord\` as an OAuth2 redirect URL, put its client id and secret in`,
    `\`DISCORD_CLIENT_ID\` and \`DISCORD_CLIENT_SECRET\` of \`${api}.dev.vars\`, and restart \`npm run dev\` (it reads the file at`,
    'start, and says there which values are still missing). Guide: https://flarekit.dev/docs/development/authentication',
  );
  return lines.join('\n');
}
