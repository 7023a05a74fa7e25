/** The nine templates, and which one a set of answers selects. */
export const TEMPLATE_IDS = [
  'full-stack-orval',
  'full-stack-orval-no-auth',
  'full-stack-orval-no-db',
  'full-stack-rpc',
  'full-stack-rpc-no-auth',
  'full-stack-rpc-no-db',
  'api',
  'api-no-auth',
  'api-no-db',
] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export type ProjectType = 'full-stack' | 'api-only';
export type ApiClient = 'orval' | 'rpc';

export interface TemplateChoice {
  type: ProjectType;
  /** Only full-stack projects have a client; ignored for API only. */
  client: ApiClient;
  database: boolean;
  auth: boolean;
}

export function selectTemplate(choice: TemplateChoice): TemplateId {
  const base = choice.type === 'api-only' ? 'api' : `full-stack-${choice.client}`;
  // Sign-in stores users and sessions in D1, so without a database there is no auth whatever was asked.
  const suffix = !choice.database ? '-no-db' : !choice.auth ? '-no-auth' : '';
  return `${base}${suffix}` as TemplateId;
}
