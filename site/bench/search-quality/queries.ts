/**
 * The first search-quality query set (76 queries, used while the ranking was built, so it measures tuning, not
 * generalisation: reader-queries.ts holds the held-out set). Kinds: keyword, question, typo (one edit from a real word),
 * transposition (two adjacent letters swapped), synonym (a word the pages do not use for it, or a spelling variant),
 * error (an error message as shown), partial (a word still being typed), flag, env (environment variable), number,
 * identifier.
 */
export type QueryKind =
  | 'keyword'
  | 'question'
  | 'typo'
  | 'transposition'
  | 'synonym'
  | 'error'
  | 'partial'
  | 'flag'
  | 'env'
  | 'number'
  | 'identifier';

/** Kinds that are misspellings: each must find its page in the top 3. */
export const TYPO_KINDS: ReadonlySet<QueryKind> = new Set(['typo', 'transposition']);

export interface QualityQuery {
  query: string;
  kind: QueryKind;
  /** Page paths ("section/name") that answer it; any of them at rank 1 is a success. */
  expect: string[];
}

export const QUERIES: QualityQuery[] = [
  // keywords
  { query: 'quick start', kind: 'keyword', expect: ['getting-started/quick-start'] },
  { query: 'project structure', kind: 'keyword', expect: ['getting-started/project-structure'] },
  { query: 'cli options', kind: 'keyword', expect: ['getting-started/cli-options'] },
  { query: 'templates', kind: 'keyword', expect: ['templates/overview'] },
  { query: 'nine templates', kind: 'keyword', expect: ['templates/overview'] },
  { query: 'orval', kind: 'keyword', expect: ['templates/orval'] },
  { query: 'rpc client', kind: 'keyword', expect: ['templates/rpc'] },
  { query: 'discord sign-in', kind: 'keyword', expect: ['development/authentication'] },
  { query: 'better auth', kind: 'keyword', expect: ['development/authentication'] },
  { query: 'soft delete', kind: 'keyword', expect: ['development/database-patterns'] },
  { query: 'audit log', kind: 'keyword', expect: ['development/database-patterns'] },
  { query: 'rate limit', kind: 'keyword', expect: ['development/api-security'] },
  { query: 'pagination', kind: 'keyword', expect: ['development/api-design'] },
  { query: 'roles admin moderator', kind: 'keyword', expect: ['development/user-management'] },
  { query: 'durable objects', kind: 'keyword', expect: ['development/websockets'] },
  { query: 'server-sent events', kind: 'keyword', expect: ['development/websockets'] },
  { query: 'testClient', kind: 'keyword', expect: ['development/testing-rpc'] },
  { query: 'vitest pool workers', kind: 'keyword', expect: ['development/testing'] },
  { query: 'stale time', kind: 'keyword', expect: ['development/state-management', 'development/performance'] },
  { query: 'wrangler tail', kind: 'keyword', expect: ['deployment/monitoring'] },
  { query: 'custom domain', kind: 'keyword', expect: ['deployment/cloudflare-workers'] },
  { query: 'secrets production', kind: 'keyword', expect: ['deployment/production'] },
  { query: 'github actions', kind: 'keyword', expect: ['deployment/production'] },
  { query: 'time travel rollback', kind: 'keyword', expect: ['deployment/migrations'] },
  { query: 'drizzle kit generate', kind: 'keyword', expect: ['deployment/migrations', 'development/database-setup'] },
  { query: 'seed data', kind: 'keyword', expect: ['development/database-setup'] },
  { query: 'file upload', kind: 'keyword', expect: ['development/api-design'] },
  { query: 'optimistic update', kind: 'keyword', expect: ['development/state-management'] },
  { query: 'index d1 queries', kind: 'keyword', expect: ['development/performance'] },
  { query: 'compatibility date', kind: 'keyword', expect: ['deployment/cloudflare'] },
  // questions
  {
    query: 'how do I deploy to cloudflare',
    kind: 'question',
    expect: ['deployment/cloudflare-workers', 'getting-started/quick-start', 'deployment/cloudflare'],
  },
  {
    query: 'how do I protect a route',
    kind: 'question',
    expect: ['development/authentication', 'development/user-management', 'development/api-security'],
  },
  { query: 'what is flarekit', kind: 'question', expect: ['introduction/what-is-flarekit'] },
  {
    query: 'how do I add a table to the database',
    kind: 'question',
    expect: ['development/database-setup', 'development/workflow', 'development/database'],
  },
  {
    query: 'which node version do I need',
    kind: 'question',
    expect: ['introduction/what-is-flarekit', 'getting-started/quick-start', 'development/local-setup'],
  },
  { query: 'how do I run migrations in production', kind: 'question', expect: ['deployment/migrations'] },
  {
    query: 'why is my discord redirect uri invalid',
    kind: 'question',
    expect: ['development/local-setup', 'development/authentication', 'deployment/production'],
  },
  { query: 'how do I make a user admin', kind: 'question', expect: ['development/user-management'] },
  { query: 'how to stream a response', kind: 'question', expect: ['development/websockets'] },
  {
    query: 'what does the health endpoint return',
    kind: 'question',
    expect: ['templates/api', 'development/api-design', 'deployment/monitoring'],
  },
  // one typo
  { query: 'templte', kind: 'typo', expect: ['templates/overview'] },
  { query: 'authentcation', kind: 'typo', expect: ['development/authentication'] },
  { query: 'migratons', kind: 'typo', expect: ['deployment/migrations'] },
  { query: 'databse', kind: 'typo', expect: ['development/database', 'development/database-setup'] },
  {
    query: 'deploymnet',
    kind: 'typo',
    expect: ['deployment/cloudflare-workers', 'deployment/production', 'deployment/cloudflare'],
  },
  { query: 'websokets', kind: 'typo', expect: ['development/websockets'] },
  { query: 'monitorng', kind: 'typo', expect: ['deployment/monitoring'] },
  { query: 'paginaton', kind: 'typo', expect: ['development/api-design'] },
  {
    query: 'wrangelr',
    kind: 'typo',
    expect: ['deployment/cloudflare', 'deployment/cloudflare-workers', 'development/local-setup'],
  },
  { query: 'drizle', kind: 'typo', expect: ['development/database', 'development/database-setup'] },
  // partial words
  { query: 'authen', kind: 'partial', expect: ['development/authentication'] },
  { query: 'migrat', kind: 'partial', expect: ['deployment/migrations'] },
  { query: 'websock', kind: 'partial', expect: ['development/websockets'] },
  { query: 'monitor', kind: 'partial', expect: ['deployment/monitoring'] },
  { query: 'pagina', kind: 'partial', expect: ['development/api-design'] },
  { query: 'user manag', kind: 'partial', expect: ['development/user-management'] },
  // flags
  { query: '--no-auth', kind: 'flag', expect: ['getting-started/cli-options'] },
  { query: '--no-db', kind: 'flag', expect: ['getting-started/cli-options'] },
  { query: '--pm', kind: 'flag', expect: ['getting-started/cli-options'] },
  { query: '-y', kind: 'flag', expect: ['getting-started/cli-options'] },
  { query: '--type api-only', kind: 'flag', expect: ['getting-started/cli-options', 'templates/api'] },
  { query: '--no-install', kind: 'flag', expect: ['getting-started/cli-options'] },
  // environment variables
  { query: 'BETTER_AUTH_SECRET', kind: 'env', expect: ['development/authentication'] },
  { query: 'DISCORD_CLIENT_ID', kind: 'env', expect: ['development/authentication'] },
  { query: 'DISCORD_CLIENT_SECRET production', kind: 'env', expect: ['deployment/production'] },
  { query: '.dev.vars', kind: 'env', expect: ['development/local-setup', 'development/authentication'] },
  // numbers
  {
    query: '8787',
    kind: 'number',
    expect: ['development/local-setup', 'getting-started/quick-start', 'getting-started/project-structure'],
  },
  {
    query: '5173',
    kind: 'number',
    expect: ['development/local-setup', 'getting-started/quick-start', 'getting-started/project-structure'],
  },
  {
    query: '401 unauthorized',
    kind: 'number',
    expect: ['development/authentication', 'development/state-management', 'development/api-design'],
  },
  { query: '403 forbidden', kind: 'number', expect: ['development/user-management'] },
  // identifiers and routes
  { query: '/api/auth/callback/discord', kind: 'identifier', expect: ['development/authentication'] },
  {
    query: 'wrangler.jsonc',
    kind: 'identifier',
    expect: ['deployment/cloudflare-workers', 'getting-started/project-structure'],
  },
  { query: 'useQuery', kind: 'identifier', expect: ['development/state-management'] },
  { query: 'hc AppType', kind: 'identifier', expect: ['templates/rpc'] },
  { query: 'run_worker_first', kind: 'identifier', expect: ['deployment/cloudflare-workers'] },
  { query: '/api/openapi.json', kind: 'identifier', expect: ['templates/api'] },
];
