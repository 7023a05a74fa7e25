/**
 * Node.js version rules. Kept free of newer syntax and of imports: the entry point loads this module before anything
 * else so that an old Node.js gets a message instead of a syntax or missing-API error.
 */

/** The oldest Node.js the CLI supports (the product's promise: Node.js 18 or newer). */
export const CLI_MINIMUM_NODE = '18.0.0';
/** The generated project's tools need this: Orval 8 declares 22.18, Vite 8 22.12 (or 20.19), Wrangler 4 22. */
export const PROJECT_MINIMUM_NODE = '22.18.0';

export function parseVersion(version: string): [number, number, number] | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  if (!match) return undefined;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

export function isAtLeast(version: string, minimum: string): boolean {
  const have = parseVersion(version);
  const need = parseVersion(minimum);
  if (!have || !need) return false;
  for (let i = 0; i < 3; i++) {
    if (have[i]! !== need[i]!) return have[i]! > need[i]!;
  }
  return true;
}

/** The stop message for a Node.js too old to run the CLI, or undefined when it can run. */
export function cliNodeError(version: string): string | undefined {
  if (isAtLeast(version, CLI_MINIMUM_NODE)) return undefined;
  return `create-flarekit needs Node.js 18 or newer. You are using ${version}.`;
}

/**
 * The warning's first line, printed when the running Node.js cannot run the generated project: before the questions,
 * and in the closing summary before the next steps.
 */
export function projectNodeWarning(version: string): string | undefined {
  if (isAtLeast(version, PROJECT_MINIMUM_NODE)) return undefined;
  return `This project needs Node.js 22.18 or newer to run. You are using ${version}.`;
}

/** What to do about it, under the warning in the closing summary. */
export const PROJECT_NODE_ADVICE = [
  'Install Node.js 22.18 or newer from https://nodejs.org or with a version manager',
  '(nvm install 22, or fnm install 22 && fnm use 22), then run the next steps with it.',
] as const;

/** The first of the next steps when the running Node.js is too old for the project. */
export const PROJECT_NODE_STEP = 'use Node.js 22.18 or newer';
