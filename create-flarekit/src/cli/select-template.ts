/** Which of the nine templates a set of answers selects. */
import type { TemplateId } from '../compose/index.ts';

export type { TemplateId };

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
