// Runs once when `npm run dev` starts, before wrangler dev: says which sign-in values in .dev.vars are missing, too
// short or not a URL, what still works without them, and where to get them. It never stops the dev servers.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const GUIDE = 'https://flarekit.dev/docs/development/authentication';
const MIN_SECRET_LENGTH = 32;

const file = path.resolve('.dev.vars');
const shown = path.relative(projectRoot(path.dirname(file)), file);
const yellow = (text) => (process.stdout.isTTY ? `\x1b[33m${text}\x1b[39m` : text);

const lines = checkDevVars(existsSync(file) ? parseDevVars(readFileSync(file, 'utf8')) : undefined);
for (const line of lines) console.log(line);

/** KEY=value lines, as wrangler reads them (dotenv: comments, optional quotes). */
function parseDevVars(text) {
  const vars = new Map();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) vars.set(match[1], match[2].replace(/^(['"])(.*)\1$/, '$2'));
  }
  return vars;
}

/** The lines to print for the variables found (undefined: no .dev.vars at all), each saying truly what works. */
function checkDevVars(vars) {
  const restart = `Changes to ${shown} take effect when you restart the dev servers.`;
  if (!vars) {
    return [
      yellow(`▲ ${shown} is missing: no sign-in works until it exists (sign-in answers 503).`),
      `  Make it from the example: cp ${shown}.example ${shown}`,
      '  then set BETTER_AUTH_SECRET in it (make one with: openssl rand -base64 32) and restart the dev servers.',
      `  ${GUIDE}#environment-variables`,
    ];
  }
  const warnings = [];
  const secret = vars.get('BETTER_AUTH_SECRET') ?? '';
  const secretOk = secret.length >= MIN_SECRET_LENGTH;
  if (!secretOk) {
    warnings.push(
      `BETTER_AUTH_SECRET is ${secret === '' ? 'empty' : `${secret.length} characters long`}: no sign-in works (Discord or email, sign-in answers 503) until it has at least ${MIN_SECRET_LENGTH} characters.`,
      '  Make one with: openssl rand -base64 32',
    );
  }
  const url = vars.get('BETTER_AUTH_URL') ?? '';
  const urlOk = isHttpUrl(url);
  if (!urlOk) {
    const example = existsSync(`${file}.example`)
      ? parseDevVars(readFileSync(`${file}.example`, 'utf8')).get('BETTER_AUTH_URL')
      : undefined;
    warnings.push(
      `BETTER_AUTH_URL is ${url === '' ? 'empty' : `"${url}", not an http:// or https:// URL`}: no sign-in works (sign-in answers 503) until it is the URL the browser opens.`,
      example
        ? `  Set it as ${shown}.example does: BETTER_AUTH_URL=${example}`
        : '  Set it to the URL the browser opens.',
    );
  }
  const discord = ['DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET'].filter((name) => !vars.get(name));
  if (discord.length > 0) {
    const emailOn = vars.get('ENVIRONMENT') === 'development';
    warnings.push(
      `${discord.join(' and ')} ${discord.length > 1 ? 'are' : 'is'} empty: "Continue with Discord" says so until they are set.`,
    );
    // With an unusable secret or URL nothing else about sign-in works: the lines above already say so.
    if (secretOk && urlOk) {
      warnings.push(
        emailOn
          ? '  Everything else works, and email and password sign-in is on in development.'
          : '  Everything else works, but nobody can sign in: email and password sign-in needs ENVIRONMENT=development.',
      );
    }
    warnings.push(`  Get them from a Discord application: ${GUIDE}#set-up-discord`);
  }
  if (warnings.length === 0) return [`✔ ${shown}: sign-in is configured. ${restart}`];
  return [
    yellow(`▲ ${shown}:`),
    ...warnings.map((line) => (line.startsWith(' ') ? line : `  ${line}`)),
    `  ${restart}`,
  ];
}

/** Whether Better Auth takes the value as its base URL: it refuses anything but http:// and https://. */
function isHttpUrl(value) {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The folder holding flarekit.json (the project root), so paths read as the docs write them. */
function projectRoot(start) {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'flarekit.json'))) return dir;
    if (path.dirname(dir) === dir) return start;
  }
}
