/** Steps of one page: its `##` or `###` sections with these headings (the whole page when unset). */
export interface PageSteps {
  /** Under `site/content/docs/`. */
  page: string;
  sections?: readonly string[];
}

/** A page whose steps run in CI, as written. */
export interface Walkthrough extends PageSteps {
  /**
   * Other pages' steps, run first in the same folder: the project this page starts from, made the way those pages
   * make it (not retyped here).
   */
  after?: readonly PageSteps[];
  /** The folder, inside the walkthrough's, where this page's own commands start (when `after` ends outside it). */
  in?: string;
  /**
   * Only the page's `curl` requests run, against the project `after` made: its titled blocks are excerpts to read,
   * not files to write.
   */
  requestsOnly?: boolean;
}

/** Quick Start up to a running project: created with the default answers, secrets copied, migrated, `npm run dev`. */
const RUNNING_PROJECT: PageSteps = {
  page: 'getting-started/quick-start.md',
  sections: ['Create a project', 'Run it locally'],
};

export const walkthroughs: readonly Walkthrough[] = [
  { page: 'getting-started/quick-start.md' },
  { page: 'templates/full-stack.md', sections: ['Create one', 'The todo example'] },
  { page: 'templates/overview.md', sections: ['How a template is selected'] },
  { page: 'templates/api.md', sections: ['The three API templates', 'Built-in endpoints', 'Deploying'] },
  { page: 'getting-started/cli-options.md', sections: ['What the CLI prints at the end'] },
  {
    page: 'development/local-setup.md',
    after: [{ page: 'getting-started/cli-options.md', sections: ['Skipping git and install'] }],
    in: 'my-app',
  },
  { page: 'development/api-design.md', sections: ['Todo calls'], after: [RUNNING_PROJECT], requestsOnly: true },
  { page: 'development/authentication.md', after: [RUNNING_PROJECT], requestsOnly: true },
  { page: 'development/user-management.md', after: [RUNNING_PROJECT], requestsOnly: true },
  { page: 'development/database-patterns.md', after: [RUNNING_PROJECT], requestsOnly: true },
  { page: 'development/database-setup.md', sections: ['Seed local data'], after: [RUNNING_PROJECT] },
  { page: 'development/workflow.md', sections: ['A change from schema to UI'], after: [RUNNING_PROJECT] },
  { page: 'development/websockets.md', sections: ['Streaming responses'], after: [RUNNING_PROJECT] },
  { page: 'deployment/monitoring.md', after: [RUNNING_PROJECT], requestsOnly: true },
  {
    page: 'deployment/migrations.md',
    sections: ['Change the schema'],
    after: [{ page: 'getting-started/quick-start.md', sections: ['Create a project'] }],
    in: 'my-app',
  },
  { page: 'deployment/cloudflare-workers.md', sections: ['Deploy with npm run deploy'], after: [RUNNING_PROJECT] },
];
