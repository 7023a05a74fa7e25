import { TEMPLATES, type Template, type TemplateId } from 'create-flarekit/compose/templates';

/** The nine templates (the CLI's template table), what they contain, and the CLI flags that select them. */
export interface MatrixTemplate {
  id: TemplateId;
  fullStack: boolean;
  client: 'orval' | 'rpc' | undefined;
  db: boolean;
  auth: boolean;
  /**
   * Flags for `create-flarekit` that select the template, every one spelled out (with `-y` for the questions they
   * leave open), where the site's commands give only those that differ from the defaults.
   */
  flags: string[];
}

function matrixTemplate({ id, type, client, database, auth }: Template): MatrixTemplate {
  const flags = [
    '--type',
    type,
    ...(client ? ['--client', client] : []),
    ...(database ? [] : ['--no-db']),
    ...(database && !auth ? ['--no-auth'] : []),
  ];
  return { id, fullStack: type === 'full-stack', client, db: database, auth, flags };
}

export const templates: MatrixTemplate[] = TEMPLATES.map(matrixTemplate);
