/** The pages whose walkthroughs run, and which of their `##` sections are the walkthrough (all when unset). */
export interface Walkthrough {
  /** Under `site/content/docs/`. */
  page: string;
  sections?: readonly string[];
}

export const walkthroughs: readonly Walkthrough[] = [
  { page: 'getting-started/quick-start.md' },
  { page: 'templates/full-stack.md', sections: ['Create one', 'The todo example'] },
  { page: 'templates/overview.md', sections: ['How a template is selected'] },
  { page: 'templates/api.md', sections: ['The three API templates', 'Built-in endpoints', 'Deploying'] },
];
