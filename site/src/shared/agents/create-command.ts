/**
 * The `create flarekit` command for a set of answers, in each package manager: the MCP tool `create_command` and the
 * command builder of CLI Options. Every command comes from the build's table (src/build/mcp-data.ts: the CLI's own
 * flags in the CLI's usage line, converted as the pages' tabs are); this module only picks the template (the CLI's
 * template table), then its row, and fills in the project name.
 */
import { DEFAULT_CHOICE, templateFor, type ApiClient, type ProjectType } from 'create-flarekit/compose/templates';
import { createKey, type CreateData } from './mcp-data.ts';
import { PACKAGE_MANAGERS, type PackageManager } from '../package-managers.ts';

export interface CreateCommandInput {
  name?: string | undefined;
  type?: ProjectType | undefined;
  client?: ApiClient | undefined;
  database?: boolean | undefined;
  auth?: boolean | undefined;
  packageManager?: PackageManager | undefined;
  git?: boolean | undefined;
  install?: boolean | undefined;
}

export interface CreateCommandAnswer {
  template: string;
  name: string;
  /** The CLI's flags, after the project name. */
  flags: string;
  commands: Record<PackageManager, string>;
}

/**
 * A project name the CLI takes: a Worker name (lowercase letters, digits and dashes, no dash at either end) of at most
 * `maxLength` characters. The CLI also refuses Node.js core module names (`http`), which no pattern states.
 */
export function projectNamePattern(maxLength: number): RegExp {
  return new RegExp(`^(?=.{1,${maxLength}}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$`);
}

/** The commands for `input` (each answer left out takes the CLI's default under -y), or why the CLI would refuse it. */
export function createCommand(
  data: Pick<CreateData, 'create'>,
  input: CreateCommandInput,
): { ok: true; answer: CreateCommandAnswer } | { ok: false; error: string } {
  const type = input.type ?? DEFAULT_CHOICE.type;
  if (type === 'api-only' && input.client !== undefined) {
    return {
      ok: false,
      error: `client "${input.client}" cannot be used with type "api-only": an API-only project has no web app, so no API client. Leave out client, or use type "full-stack".`,
    };
  }
  const database = input.database ?? DEFAULT_CHOICE.database;
  if (!database && input.auth === true) {
    return {
      ok: false,
      error:
        'auth needs the database: sign-in stores users and sessions in D1. Leave out auth, or set database to true.',
    };
  }
  const template = templateFor({
    type,
    client: input.client ?? DEFAULT_CHOICE.client,
    database,
    auth: input.auth ?? DEFAULT_CHOICE.auth,
  });
  const flags =
    data.create.flags[createKey(template.id, input.packageManager, input.git ?? true, input.install ?? true)];
  if (flags === undefined) return { ok: false, error: 'No template has these answers.' };
  const name = input.name ?? data.create.defaultName;
  const commands = Object.fromEntries(
    PACKAGE_MANAGERS.map((pm) => [
      pm,
      data.create.forms[pm].replace('{name}', () => name).replace('{flags}', () => flags),
    ]),
  ) as Record<PackageManager, string>;
  return { ok: true, answer: { template: template.id, name, flags, commands } };
}

/** The answer as the text a model reads. */
export function createCommandText(answer: Pick<CreateCommandAnswer, 'template' | 'commands'>): string {
  const width = Math.max(...PACKAGE_MANAGERS.map((pm) => pm.length));
  const lines = PACKAGE_MANAGERS.map((pm) => `${`${pm}:`.padEnd(width + 1)} ${answer.commands[pm]}`);
  return `Template: ${answer.template}\n\n${lines.join('\n')}`;
}
