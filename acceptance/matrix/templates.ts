import { TEMPLATE_IDS, type TemplateId } from 'create-flarekit/compose';

/** The nine templates, what they contain, and the CLI flags that select them. */
export interface MatrixTemplate {
  id: TemplateId;
  fullStack: boolean;
  client: 'orval' | 'rpc' | undefined;
  db: boolean;
  auth: boolean;
  /** Flags for `create-flarekit` that select the template (with `-y` for the questions they leave open). */
  flags: string[];
}

function template(id: TemplateId): MatrixTemplate {
  const fullStack = id.startsWith('full-stack');
  const client = id.includes('orval') ? 'orval' : id.includes('rpc') ? 'rpc' : undefined;
  const db = !id.endsWith('-no-db');
  const auth = db && !id.endsWith('-no-auth');
  const flags = [
    '--type',
    fullStack ? 'full-stack' : 'api-only',
    ...(client ? ['--client', client] : []),
    ...(db ? [] : ['--no-db']),
    ...(db && !auth ? ['--no-auth'] : []),
  ];
  return { id, fullStack, client, db, auth, flags };
}

export const templates: MatrixTemplate[] = TEMPLATE_IDS.map(template);
