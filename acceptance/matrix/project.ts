// One template's project in the matrix: where it is, how it is reached, and what its steps share.
import path from 'node:path';
import type { RunningProcess } from 'flarekit-docs/processes';
import type { TestUser } from '../lib/sessions.ts';
import type { MatrixSettings } from './settings.ts';
import type { MatrixTemplate } from './templates.ts';

/**
 * Runs one named step of a template: the runner reports it (its seconds, and the text `action` resolves with) and
 * stops the template at the first step that fails.
 */
export type Step = (name: string, action: () => Promise<string | void>) => Promise<void>;

export interface Project {
  template: MatrixTemplate;
  settings: MatrixSettings;
  /** The generated project, named as on the pages (and in their screenshots), one folder per template. */
  dir: string;
  /** Where the API is: the project itself, or apps/api in a full-stack one. */
  apiDir: string;
  /** Where a browser and the contract checks reach it: Vite's dev server in front of the API, or wrangler dev. */
  base: string;
  log: string;
  /** The signed-in test users (templates with sign-in), once created. */
  users: TestUser[];
  /** The dev servers running now. */
  servers: RunningProcess[];
}

export const PROJECT_NAME = 'my-app';

export function projectOf(template: MatrixTemplate, settings: MatrixSettings): Project {
  const dir = path.join(settings.work, template.id, PROJECT_NAME);
  return {
    template,
    settings,
    dir,
    apiDir: template.type === 'full-stack' ? path.join(dir, 'apps', 'api') : dir,
    base: template.type === 'full-stack' ? 'http://localhost:5173' : 'http://localhost:8787',
    log: path.join(settings.logs, `${template.id}.log`),
    users: [],
    servers: [],
  };
}
