import type { QualityQuery } from './queries.ts';

/**
 * The subject set, a tuning set (issue 28, "the subject page first"): 96 queries written on 2026-11-27 by reading the 29
 * pages and committed before any ranking change (71 first, then the 25 at the end after one run). The fresh set's file
 * was not opened; the first rows of its per-query table in BENCHMARKS.md had been read (BENCHMARKS.md says so).
 * Each names a subject that one page (or a few) is about while the broad pages (Features, What is Flarekit, Templates
 * Overview, Quick Start, Project Structure) mention it in passing: a keyword, an identifier, or a task-style question.
 * Each lists every page that answers it, judged by reading the page; a broad page is listed only where it answers the
 * query itself rather than naming it and linking on. Ranking changes are tuned on this set, the reader set's tuning half,
 * the first set and the task set; the fresh set (fresh-queries.ts) is only measured.
 */
export const SUBJECT_QUERIES: QualityQuery[] = [
  // Sign-in and users
  {
    query: 'discord redirect uri',
    kind: 'keyword',
    expect: ['deployment/production', 'development/authentication', 'development/local-setup'],
  },
  {
    query: 'how long does a session cookie last',
    kind: 'question',
    expect: ['development/authentication', 'introduction/features', 'templates/full-stack'],
  },
  { query: 'requireRole middleware', kind: 'identifier', expect: ['development/user-management'] },
  {
    query: 'what can a moderator do',
    kind: 'question',
    expect: ['development/user-management', 'introduction/features', 'development/api-security'],
  },
  { query: 'the admin screen', kind: 'keyword', expect: ['development/user-management'] },
  {
    query: 'protect an api route with requireAuth',
    kind: 'question',
    expect: ['development/authentication', 'development/user-management', 'development/api-security'],
  },
  {
    query: 'where do DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET come from',
    kind: 'question',
    expect: ['development/authentication'],
  },
  {
    query: 'the login page with the discord button',
    kind: 'keyword',
    expect: ['development/authentication', 'templates/full-stack'],
  },
  { query: 'better auth configuration file', kind: 'keyword', expect: ['development/authentication'] },
  {
    query: 'check that a todo belongs to the user',
    kind: 'question',
    expect: ['development/user-management', 'development/api-security', 'development/api-design'],
  },
  {
    query: 'set BETTER_AUTH_URL for production',
    kind: 'question',
    expect: ['deployment/production', 'development/authentication'],
  },

  // The API
  {
    query: 'swagger ui at /docs',
    kind: 'keyword',
    expect: ['templates/api', 'development/api-design'],
  },
  {
    query: 'what does GET /health answer',
    kind: 'question',
    expect: ['templates/api', 'deployment/monitoring', 'development/api-design', 'introduction/features'],
  },
  { query: 'the openapi document of the api', kind: 'keyword', expect: ['templates/api', 'development/api-design'] },
  { query: 'what does a validation error answer look like', kind: 'question', expect: ['development/api-design'] },
  {
    query: 'rate limit on sign-in attempts',
    kind: 'keyword',
    expect: ['development/api-security'],
  },
  {
    query: 'why do errors never show stack traces',
    kind: 'question',
    expect: ['development/api-security'],
  },
  { query: 'the data and error envelope of api answers', kind: 'keyword', expect: ['development/api-design'] },
  { query: 'paginate the todos list', kind: 'question', expect: ['development/api-design'] },
  {
    query: 'write a new api route with zod',
    kind: 'question',
    expect: ['development/api-design', 'templates/api', 'getting-started/quick-start'],
  },
  {
    query: 'call the api from another origin',
    kind: 'question',
    expect: ['templates/api', 'development/api-security'],
  },
  { query: 'csrf protection', kind: 'keyword', expect: ['development/api-security'] },

  // Clients, frontend and state
  { query: 'stale time for posts', kind: 'keyword', expect: ['development/state-management'] },
  {
    query: 'retry and staleTime defaults of the query client',
    kind: 'keyword',
    expect: ['development/state-management'],
  },
  { query: 'the orval custom fetcher', kind: 'keyword', expect: ['templates/orval'] },
  {
    query: 'what does npm run generate:client do',
    kind: 'question',
    expect: ['templates/orval'],
  },
  { query: 'hono rpc client hc', kind: 'identifier', expect: ['templates/rpc'] },
  {
    query: 'tanstack router pages of the web app',
    kind: 'keyword',
    expect: ['templates/full-stack', 'getting-started/project-structure'],
  },
  {
    query: 'how does vite forward api calls to wrangler dev',
    kind: 'question',
    expect: ['templates/full-stack', 'getting-started/project-structure'],
  },
  { query: 'toasts for failed requests', kind: 'keyword', expect: ['development/state-management'] },
  {
    query: 'redirect to the login page on 401',
    kind: 'question',
    expect: ['development/state-management'],
  },

  // Database
  {
    query: 'what does wrangler d1 migrations apply do',
    kind: 'question',
    expect: ['deployment/migrations', 'development/database-setup'],
  },
  { query: 'drizzle schema of the user table', kind: 'keyword', expect: ['development/database'] },
  { query: 'soft delete a post', kind: 'question', expect: ['development/database-patterns'] },
  { query: 'open drizzle studio', kind: 'question', expect: ['development/database-setup'] },
  { query: 'seed the local database', kind: 'question', expect: ['development/database-setup'] },
  {
    query: 'apply migrations to the production database',
    kind: 'question',
    expect: [
      'deployment/migrations',
      'development/database-setup',
      'getting-started/quick-start',
      'development/workflow',
    ],
  },
  { query: 'restore the database with time travel', kind: 'question', expect: ['deployment/migrations'] },
  { query: 'several writes in one batch', kind: 'question', expect: ['development/database'] },
  { query: 'tags on posts many to many', kind: 'keyword', expect: ['development/database-patterns'] },
  {
    query: 'bind the d1 database to the worker',
    kind: 'question',
    expect: ['development/database-setup', 'deployment/cloudflare'],
  },
  { query: 'd1 indexes for faster queries', kind: 'keyword', expect: ['development/performance'] },

  // Local development and workflow
  {
    query: 'port 5173 already in use',
    kind: 'error',
    expect: ['development/local-setup'],
  },
  { query: 'checks to run before pushing', kind: 'question', expect: ['development/workflow'] },
  { query: 'debug the api with breakpoints', kind: 'question', expect: ['development/workflow'] },
  {
    query: 'when do I need to restart the dev server',
    kind: 'question',
    expect: ['development/workflow'],
  },
  { query: 'the markdown version of each docs page', kind: 'keyword', expect: ['development/workflow'] },

  // Tests
  { query: 'playwright end to end tests', kind: 'keyword', expect: ['development/testing'] },
  { query: 'testClient from hono/testing', kind: 'identifier', expect: ['development/testing-rpc'] },
  { query: 'sign in a test user in vitest', kind: 'question', expect: ['development/testing'] },
  { query: 'run the api tests in the workers runtime', kind: 'question', expect: ['development/testing'] },

  // Deploying and running in production
  {
    query: 'what does npm run deploy do',
    kind: 'question',
    expect: [
      'deployment/cloudflare-workers',
      'development/workflow',
      'getting-started/project-structure',
      'introduction/features',
    ],
  },
  { query: 'add a custom domain', kind: 'question', expect: ['deployment/cloudflare-workers'] },
  { query: 'why run_worker_first', kind: 'identifier', expect: ['deployment/cloudflare-workers'] },
  { query: 'single page application fallback', kind: 'keyword', expect: ['deployment/cloudflare-workers'] },
  { query: 'the static assets binding', kind: 'keyword', expect: ['deployment/cloudflare-workers'] },
  { query: 'workers cpu time limit', kind: 'keyword', expect: ['deployment/cloudflare-workers'] },
  { query: 'what the compatibility date in wrangler.jsonc means', kind: 'question', expect: ['deployment/cloudflare'] },
  { query: 'log wrangler in to my account', kind: 'question', expect: ['deployment/cloudflare'] },
  {
    query: 'set secrets with wrangler secret put',
    kind: 'question',
    expect: ['deployment/production', 'getting-started/quick-start', 'development/authentication', 'templates/api'],
  },
  { query: 'a staging environment', kind: 'keyword', expect: ['deployment/production'] },
  { query: 'preview deployment for each pull request', kind: 'keyword', expect: ['deployment/production'] },
  { query: 'deploy with github actions', kind: 'question', expect: ['deployment/production'] },
  { query: 'watch live logs', kind: 'question', expect: ['deployment/monitoring'] },
  { query: 'uptime monitor on /health', kind: 'keyword', expect: ['deployment/monitoring'] },
  { query: 'cache api responses at the edge', kind: 'question', expect: ['development/performance'] },
  { query: 'broadcast to many clients with durable objects', kind: 'question', expect: ['development/websockets'] },

  // The CLI and templates
  { query: 'exit codes of the cli', kind: 'keyword', expect: ['getting-started/cli-options'] },
  { query: 'how the cli picks a template from my answers', kind: 'question', expect: ['templates/overview'] },
  {
    query: 'choose the package manager',
    kind: 'question',
    expect: ['getting-started/cli-options'],
  },
  { query: 'api templates built-in endpoints', kind: 'keyword', expect: ['templates/api'] },

  // Short subject names in the broad pages' own words (written after the queries above had been run once, before any
  // ranking change): the words a broad page's summary or headings also use.
  {
    query: 'd1 database',
    kind: 'keyword',
    expect: ['development/database', 'development/database-setup', 'deployment/cloudflare'],
  },
  { query: 'typed api client', kind: 'keyword', expect: ['templates/orval', 'templates/rpc', 'templates/overview'] },
  {
    query: 'deploy to cloudflare',
    kind: 'keyword',
    expect: ['deployment/cloudflare-workers', 'getting-started/quick-start', 'deployment/cloudflare'],
  },
  { query: 'api tests', kind: 'keyword', expect: ['development/testing', 'development/testing-rpc'] },
  { query: 'local development', kind: 'keyword', expect: ['development/local-setup', 'development/workflow'] },
  { query: 'security', kind: 'keyword', expect: ['development/api-security'] },
  {
    query: 'production checklist',
    kind: 'keyword',
    expect: ['deployment/production', 'development/api-security'],
  },
  {
    query: 'run the app locally',
    kind: 'question',
    expect: ['development/local-setup', 'getting-started/quick-start'],
  },
  { query: 'd1 schema migrations', kind: 'keyword', expect: ['deployment/migrations', 'development/database-setup'] },
  { query: 'user roles', kind: 'keyword', expect: ['development/user-management'] },
  {
    query: 'error handling',
    kind: 'keyword',
    expect: [
      'development/api-design',
      'development/api-security',
      'development/state-management',
      'deployment/monitoring',
    ],
  },
  { query: 'real time updates', kind: 'keyword', expect: ['development/websockets'] },
  {
    query: 'worker configuration',
    kind: 'keyword',
    expect: ['deployment/cloudflare-workers', 'getting-started/project-structure'],
  },
  { query: 'request logs', kind: 'keyword', expect: ['deployment/monitoring'] },
  {
    query: 'environment variables',
    kind: 'keyword',
    expect: ['development/authentication', 'deployment/production', 'development/local-setup'],
  },
  { query: 'cloudflare workers limits', kind: 'keyword', expect: ['deployment/cloudflare-workers'] },
  {
    query: 'types shared between the api and the web app',
    kind: 'question',
    expect: ['templates/rpc', 'templates/orval'],
  },
  {
    query: 'what do templates without auth leave out',
    kind: 'question',
    expect: ['templates/overview', 'getting-started/cli-options', 'templates/full-stack'],
  },
  { query: 'deploy an api only project', kind: 'question', expect: ['templates/api'] },
  {
    query: 'background work',
    kind: 'keyword',
    expect: ['deployment/cloudflare-workers', 'development/performance'],
  },
  { query: 'database queries in a route', kind: 'keyword', expect: ['development/database'] },
  {
    query: 'sign-in secrets',
    kind: 'keyword',
    expect: ['development/authentication', 'deployment/production', 'introduction/features'],
  },
  {
    query: 'where data is cached',
    kind: 'keyword',
    expect: ['development/performance', 'development/state-management'],
  },
  { query: 'test the web app in a browser', kind: 'question', expect: ['development/testing'] },
  { query: 'what the api templates include', kind: 'question', expect: ['templates/api', 'templates/overview'] },
];
