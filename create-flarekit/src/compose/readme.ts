import type { Template } from './templates.ts';
import { managerCommands, type PackageManager } from './package-managers.ts';

/** Where the template READMEs take the first-run steps of their variant. */
export const FIRST_RUN_MARKER = '<!-- first-run -->';

/** The README's "First run" section: the steps from a new (or freshly cloned) project to a signed-in user. */
export function firstRunSection({ type, database: db, auth }: Template, manager: PackageManager): string {
  const fullStack = type === 'full-stack';
  const pm = managerCommands(manager);
  const api = fullStack ? 'apps/api/' : '';
  const browser = fullStack ? 'http://localhost:5173' : 'http://localhost:8787';
  // The comments line up after the longest command there can be, with or without a database.
  const column = pm.run('db:migrate:local').length + 3;
  const step = (command: string, comment?: string) => (comment ? `${command.padEnd(column)}# ${comment}` : command);
  const steps = [step(pm.install, 'once; the CLI has run it unless you passed --no-install')];
  if (db) steps.push(step(pm.run('db:migrate:local'), 'creates the tables in the local D1 database'));
  steps.push(step(pm.run('dev')));
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
    `\`DISCORD_CLIENT_ID\` and \`DISCORD_CLIENT_SECRET\` of \`${api}.dev.vars\`, and restart \`${pm.run('dev')}\` (it reads the file at`,
    'start, and says there which values are still missing). Guide: https://flarekit.dev/docs/development/authentication',
  );
  return lines.join('\n');
}

/**
 * A template README's commands, written with npm, in the chosen package manager's words (package-managers.ts):
 * `npm install`, `npm run <script>`, `npm test` (a script like any other: `bun test` would be Bun's own test runner)
 * and `npx <binary>`; its tables are lined up again for the new widths. npm's README is the template's, unchanged.
 */
export function readmeInManager(text: string, manager: PackageManager): string {
  if (manager === 'npm') return text;
  const pm = managerCommands(manager);
  const converted = text
    .replace(/\bnpm install\b/g, pm.install)
    .replace(/\bnpm run ([\w:-]+)/g, (_match, script: string) => pm.run(script))
    .replace(/\bnpm test\b/g, pm.run('test'))
    .replace(/\bnpx ([\w-]+)/g, (_match, binary: string) => pm.exec(binary));
  return alignTables(converted);
}

/** Pads every Markdown table's cells to its widest, as Prettier prints a table. */
export function alignTables(text: string): string {
  const lines = text.split('\n');
  for (let start = 0; start < lines.length; start++) {
    if (!lines[start]?.startsWith('|')) continue;
    let end = start;
    while (lines[end]?.startsWith('|')) end++;
    const rows = lines.slice(start, end).map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
    const isRule = (row: string[]) => row.every((cell) => /^:?-+:?$/.test(cell));
    const widths = rows[0]?.map((_, column) =>
      Math.max(3, ...rows.filter((row) => !isRule(row)).map((row) => row[column]?.length ?? 0)),
    );
    rows.forEach((row, index) => {
      const cells = row.map((cell, column) =>
        isRule(row) ? '-'.repeat(widths?.[column] ?? 3) : cell.padEnd(widths?.[column] ?? 0),
      );
      lines[start + index] = `| ${cells.join(' | ')} |`;
    });
    start = end;
  }
  return lines.join('\n');
}
