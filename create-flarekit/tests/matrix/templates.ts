import { TEMPLATE_IDS, type TemplateId } from '../../src/compose/index.ts';

/** The nine templates, what they contain, and the CLI flags that select them. */
export interface MatrixTemplate {
  id: TemplateId;
  fullStack: boolean;
  client: 'orval' | 'rpc' | undefined;
  db: boolean;
  auth: boolean;
  /** Flags for `create-flarekit`; undefined where no flag combination selects the template (the RPC client is only chosen at the prompt). */
  flags: string[] | undefined;
}

function template(id: TemplateId): MatrixTemplate {
  const fullStack = id.startsWith('full-stack');
  const client = id.includes('orval') ? 'orval' : id.includes('rpc') ? 'rpc' : undefined;
  const db = !id.endsWith('-no-db');
  const auth = db && !id.endsWith('-no-auth');
  const flags =
    client === 'rpc'
      ? undefined
      : [
          '--type',
          fullStack ? 'full-stack' : 'api-only',
          ...(db ? [] : ['--no-db']),
          ...(db && !auth ? ['--no-auth'] : []),
        ];
  return { id, fullStack, client, db, auth, flags };
}

export const templates: MatrixTemplate[] = TEMPLATE_IDS.map(template);
