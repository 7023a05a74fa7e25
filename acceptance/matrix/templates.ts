import { TEMPLATES, type Template } from 'create-flarekit/compose/templates';

/** The nine templates (the CLI's template table), and the CLI flags that select them. */
export type MatrixTemplate = Template & {
  /**
   * Flags for `create-flarekit` that select the template, every one spelled out (with `-y` for the questions they
   * leave open), where the site's commands give only those that differ from the defaults.
   */
  flags: string[];
};

function matrixTemplate(template: Template): MatrixTemplate {
  const { type, client, database, auth } = template;
  const flags = [
    '--type',
    type,
    ...(client ? ['--client', client] : []),
    ...(database ? [] : ['--no-db']),
    ...(database && !auth ? ['--no-auth'] : []),
  ];
  return { ...template, flags };
}

export const templates: MatrixTemplate[] = TEMPLATES.map(matrixTemplate);
