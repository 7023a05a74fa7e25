// The types of @pkgjs/parseargs (it ships none), included wherever this module is compiled (the site and the checks too).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient declaration for an untyped package
/// <reference path="./parseargs.d.ts" />
/** Command-line flags → options, or the one message that explains what is wrong with them. */
// The maintained polyfill of node:util parseArgs (same API and error codes), which Node.js only ships from 18.3.
import { parseArgs } from '@pkgjs/parseargs';
import { isPackageManager, PACKAGE_MANAGERS, type PackageManager } from '../compose/package-managers.ts';
import { API_CLIENTS, PROJECT_TYPES } from '../compose/templates.ts';
import type { ApiClient, ProjectType } from './select-template.ts';

export interface CliOptions {
  /** The positional argument: a project name, or a path whose last segment is the name. */
  project?: string;
  type?: ProjectType;
  /** The API client of a full-stack project; implies full stack. */
  client?: ApiClient;
  noDb: boolean;
  noAuth: boolean;
  noGit: boolean;
  noInstall: boolean;
  pm?: PackageManager;
  yes: boolean;
  /** Print one JSON document on stdout (outcome.ts) and never ask. */
  json: boolean;
  /** Check everything and say what would be written and run, writing nothing. */
  dryRun: boolean;
  help: boolean;
  version: boolean;
}

export type ParseResult = { ok: true; options: CliOptions } | { ok: false; error: string };

// `--no-auth` and friends are options of their own: parseArgs' `allowNegative` needs Node.js 22.4.
const OPTIONS = {
  type: { type: 'string' },
  client: { type: 'string' },
  pm: { type: 'string' },
  'no-auth': { type: 'boolean' },
  'no-db': { type: 'boolean' },
  'no-git': { type: 'boolean' },
  'no-install': { type: 'boolean' },
  yes: { type: 'boolean', short: 'y' },
  json: { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

const HELP_HINT = 'Run create-flarekit --help to see every option.';

export function parseCliArgs(argv: readonly string[]): ParseResult {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: true });
  } catch (error) {
    return { ok: false, error: describeParseError(error) };
  }
  const { values, positionals } = parsed;

  if (positionals.length > 1) {
    return {
      ok: false,
      error: `Too many arguments: ${positionals.map((p) => `"${p}"`).join(', ')}. Give one project name. ${HELP_HINT}`,
    };
  }
  if (values.type !== undefined && !(PROJECT_TYPES as readonly string[]).includes(values.type)) {
    return { ok: false, error: `Invalid value for --type: "${values.type}". Use one of: ${PROJECT_TYPES.join(', ')}.` };
  }
  if (values.client !== undefined && !(API_CLIENTS as readonly string[]).includes(values.client)) {
    return {
      ok: false,
      error: `Invalid value for --client: "${values.client}". Use one of: ${API_CLIENTS.join(', ')}.`,
    };
  }
  if (values.client !== undefined && values.type === 'api-only') {
    return {
      ok: false,
      error:
        `--client ${values.client} cannot be used with --type api-only: an API-only project has no web app, so no API ` +
        'client. Leave out --client, or use --type full-stack.',
    };
  }
  if (values.pm !== undefined && !isPackageManager(values.pm)) {
    return { ok: false, error: `Invalid value for --pm: "${values.pm}". Use one of: ${PACKAGE_MANAGERS.join(', ')}.` };
  }

  const options: CliOptions = {
    noDb: values['no-db'] ?? false,
    noAuth: values['no-auth'] ?? false,
    noGit: values['no-git'] ?? false,
    noInstall: values['no-install'] ?? false,
    yes: values.yes ?? false,
    json: values.json ?? false,
    dryRun: values['dry-run'] ?? false,
    help: values.help ?? false,
    version: values.version ?? false,
  };
  if (positionals[0] !== undefined) options.project = positionals[0];
  if (values.type !== undefined) options.type = values.type as ProjectType;
  if (values.client !== undefined) options.client = values.client as ApiClient;
  if (values.pm !== undefined) options.pm = values.pm as PackageManager;
  return { ok: true, options };
}

/**
 * parseArgs throws with its own wording, which changes between versions; the error code and the option name
 * it quotes are stable, so the message is rebuilt from those.
 */
export function describeParseError(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  // `'-y, --yes'` for an option with a short form: the long one is named.
  const quoted = /'(?:-[^-' ], )?(-[^' ]*)/.exec(message)?.[1] ?? '';
  const option = quoted.replace(/^-+/, '');
  const flag = option.length === 1 ? `-${option}` : `--${option}`;
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `Unknown option ${quoted}. ${HELP_HINT}`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      switch (option) {
        case 'pm':
          return `Option --pm needs a value: one of ${PACKAGE_MANAGERS.join(', ')}.`;
        case 'type':
          return `Option --type needs a value: one of ${PROJECT_TYPES.join(', ')}.`;
        case 'client':
          return (
            'Option --client needs a value: orval (the OpenAPI client, generated by Orval) or rpc (the Hono RPC ' +
            'client). It chooses how the web app of a full-stack project calls the API.'
          );
        default:
          return `Option ${flag} takes no value. ${HELP_HINT}`;
      }
    default:
      return `${message} ${HELP_HINT}`;
  }
}
