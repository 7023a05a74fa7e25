import type { ApiClient } from './templates.ts';

/** What a template contains, in the terms its layers are chosen by (templates.ts holds the nine templates' answers). */
export interface Features {
  fullStack: boolean;
  client: ApiClient | undefined;
  db: boolean;
  auth: boolean;
}
