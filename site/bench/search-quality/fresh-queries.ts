import type { QualityQuery } from './queries.ts';

/**
 * The fresh held-out set: 100 reader queries written on 2026-11-27, after the reader set's held-out half had been
 * looked at too often to measure generalisation. Each was written from what a reader of one of the 29 pages would type
 * (task-style questions included) and judged by reading the pages, none is in the older sets, and all of them were
 * committed before any ranking change of that day was made or measured. The whole set is held out: no ranking change
 * is tuned on it.
 *
 * NO_ANSWER_QUERIES are words no page is about; a search for them must find nothing rather than a fuzzy neighbour of
 * another word.
 */
export const FRESH_QUERIES: QualityQuery[] = [
  // Introduction
  {
    query: 'what is included in a flarekit project',
    kind: 'question',
    expect: ['introduction/features', 'introduction/what-is-flarekit'],
  },
  {
    query: 'edge full stack typescript starter',
    kind: 'synonym',
    expect: ['introduction/what-is-flarekit', 'introduction/features'],
  },
  { query: 'is flarekit a framework', kind: 'question', expect: ['introduction/what-is-flarekit'] },
  {
    query: 'whats the tech stack',
    kind: 'question',
    expect: ['introduction/what-is-flarekit', 'introduction/features'],
  },
  // Quick Start
  {
    query: 'scaffold a new project',
    kind: 'synonym',
    expect: ['getting-started/quick-start', 'getting-started/cli-options'],
  },
  {
    query: 'my first deploy',
    kind: 'keyword',
    expect: ['getting-started/quick-start', 'deployment/cloudflare-workers'],
  },
  { query: 'add a hello endpoint', kind: 'question', expect: ['getting-started/quick-start'] },
  { query: 'quick sart', kind: 'typo', expect: ['getting-started/quick-start'] },
  // Project Structure
  { query: 'what is in apps/api', kind: 'identifier', expect: ['getting-started/project-structure'] },
  { query: 'monorepo layout', kind: 'synonym', expect: ['getting-started/project-structure'] },
  {
    query: 'where do I put a new page in the web app',
    kind: 'question',
    expect: ['getting-started/project-structure', 'templates/full-stack'],
  },
  { query: 'projcet layout', kind: 'transposition', expect: ['getting-started/project-structure'] },
  // CLI Options
  { query: 'create a project without questions', kind: 'question', expect: ['getting-started/cli-options'] },
  { query: 'create without installing dependencies', kind: 'question', expect: ['getting-started/cli-options'] },
  { query: '--client rpc', kind: 'flag', expect: ['getting-started/cli-options', 'templates/overview'] },
  { query: 'invalid project name', kind: 'error', expect: ['getting-started/cli-options'] },
  { query: 'cli optoins', kind: 'transposition', expect: ['getting-started/cli-options'] },
  // Templates Overview
  { query: 'difference between the templates', kind: 'question', expect: ['templates/overview'] },
  { query: 'template without a database', kind: 'keyword', expect: ['templates/overview', 'templates/full-stack'] },
  { query: 'compare templates', kind: 'keyword', expect: ['templates/overview'] },
  {
    query: 'switch from orval to rpc later',
    kind: 'question',
    expect: ['templates/overview', 'templates/orval', 'templates/rpc'],
  },
  // Full Stack Template
  {
    query: 'full-stack-orval',
    kind: 'identifier',
    expect: ['templates/full-stack', 'templates/overview', 'templates/orval'],
  },
  { query: 'what does the generated app look like', kind: 'question', expect: ['templates/full-stack'] },
  { query: 'dashboard todo list page', kind: 'keyword', expect: ['templates/full-stack'] },
  // API Templates
  { query: 'hono api without a frontend', kind: 'synonym', expect: ['templates/api'] },
  { query: 'api-only project', kind: 'identifier', expect: ['templates/api', 'templates/overview'] },
  // Orval Templates
  { query: 'generate a typescript client from openapi', kind: 'question', expect: ['templates/orval'] },
  { query: 'useListTodos', kind: 'identifier', expect: ['templates/orval'] },
  { query: 'orval configuration', kind: 'keyword', expect: ['templates/orval'] },
  // RPC Templates
  { query: 'client types inferred from the server', kind: 'keyword', expect: ['templates/rpc'] },
  { query: 'AppType export', kind: 'identifier', expect: ['templates/rpc', 'development/testing-rpc'] },
  { query: 'rpc tempalte', kind: 'transposition', expect: ['templates/rpc'] },
  // Local Setup
  {
    query: 'start the api on port 8787',
    kind: 'question',
    expect: ['development/local-setup', 'getting-started/quick-start'],
  },
  { query: 'node version too old', kind: 'error', expect: ['development/local-setup', 'getting-started/cli-options'] },
  { query: 'install the dependencies', kind: 'keyword', expect: ['development/local-setup'] },
  { query: 'dev vars file', kind: 'synonym', expect: ['development/local-setup', 'development/authentication'] },
  // Development Workflow
  {
    query: 'which npm scripts are there',
    kind: 'question',
    expect: ['development/workflow', 'getting-started/project-structure'],
  },
  {
    query: 'restart after changing .dev.vars',
    kind: 'question',
    expect: ['development/workflow', 'development/local-setup'],
  },
  { query: 'use claude code with flarekit', kind: 'question', expect: ['development/workflow'] },
  { query: 'mcp server for the docs', kind: 'keyword', expect: ['development/workflow'] },
  { query: 'set a breakpoint in the worker', kind: 'question', expect: ['development/workflow'] },
  // Database Setup
  {
    query: 'add a new table',
    kind: 'question',
    expect: ['development/database-setup', 'development/workflow', 'development/database'],
  },
  {
    query: 'database_id in wrangler.jsonc',
    kind: 'identifier',
    expect: ['development/database-setup', 'deployment/cloudflare'],
  },
  { query: 'sample data for local development', kind: 'synonym', expect: ['development/database-setup'] },
  { query: 'wipe the local database', kind: 'synonym', expect: ['development/database-setup'] },
  // Database
  { query: 'drizzle query examples', kind: 'keyword', expect: ['development/database'] },
  { query: 'how do the users and posts tables relate', kind: 'question', expect: ['development/database'] },
  { query: 'dtabase schema', kind: 'typo', expect: ['development/database', 'development/database-setup'] },
  // Database Patterns
  { query: 'deletedAt', kind: 'identifier', expect: ['development/database-patterns'] },
  { query: 'count how many times a post was viewed', kind: 'question', expect: ['development/database-patterns'] },
  { query: 'many-to-many tags', kind: 'keyword', expect: ['development/database-patterns'] },
  {
    query: 'draft and published posts',
    kind: 'keyword',
    expect: ['development/database-patterns', 'templates/full-stack'],
  },
  // API Design
  { query: 'todo endpoints', kind: 'keyword', expect: ['development/api-design'] },
  { query: 'POST /api/todos', kind: 'identifier', expect: ['development/api-design'] },
  { query: 'page and limit query parameters', kind: 'keyword', expect: ['development/api-design'] },
  { query: 'error response format', kind: 'keyword', expect: ['development/api-design'] },
  {
    query: 'what does a 400 validation error look like',
    kind: 'question',
    expect: ['development/api-design', 'development/api-security'],
  },
  // API Security
  { query: 'helmet style security headers', kind: 'synonym', expect: ['development/api-security'] },
  {
    query: 'stop brute force sign in attempts',
    kind: 'question',
    expect: ['development/api-security', 'development/authentication'],
  },
  { query: 'prevent sql injection with drizzle', kind: 'question', expect: ['development/api-security'] },
  { query: 'cors allowed origins', kind: 'keyword', expect: ['development/api-security', 'templates/api'] },
  { query: 'api securty', kind: 'typo', expect: ['development/api-security'] },
  // Authentication
  { query: 'discord oauth client id', kind: 'keyword', expect: ['development/authentication'] },
  { query: 'BETTER_AUTH_URL', kind: 'env', expect: ['development/authentication', 'deployment/production'] },
  { query: 'session cookie for curl', kind: 'keyword', expect: ['development/authentication'] },
  { query: 'sign in with email and password in development', kind: 'question', expect: ['development/authentication'] },
  { query: 'authenticaiton', kind: 'transposition', expect: ['development/authentication'] },
  { query: 'missing clientId or clientSecret', kind: 'error', expect: ['development/authentication'] },
  { query: 'sign out', kind: 'keyword', expect: ['development/authentication'] },
  // User Management
  { query: 'promote a user to admin', kind: 'question', expect: ['development/user-management'] },
  { query: 'only the owner can edit a todo', kind: 'question', expect: ['development/user-management'] },
  { query: 'role based access control', kind: 'synonym', expect: ['development/user-management'] },
  { query: 'requireRole', kind: 'identifier', expect: ['development/user-management', 'development/api-security'] },
  // State Management
  { query: 'tanstack query setup', kind: 'keyword', expect: ['development/state-management'] },
  { query: 'refetch after a mutation', kind: 'question', expect: ['development/state-management'] },
  { query: 'global state', kind: 'keyword', expect: ['development/state-management'] },
  { query: 'staleTime', kind: 'identifier', expect: ['development/state-management', 'development/performance'] },
  // Testing
  { query: 'run tests in the workers runtime', kind: 'question', expect: ['development/testing'] },
  { query: 'test against a real d1 database', kind: 'question', expect: ['development/testing'] },
  { query: 'browser tests', kind: 'synonym', expect: ['development/testing'] },
  { query: 'tetsing', kind: 'transposition', expect: ['development/testing', 'development/testing-rpc'] },
  // Testing with the RPC Client
  { query: 'typed api tests', kind: 'keyword', expect: ['development/testing-rpc'] },
  { query: 'a changed route breaks the test at compile time', kind: 'question', expect: ['development/testing-rpc'] },
  // Performance
  { query: 'keep the frontend bundle small', kind: 'question', expect: ['development/performance'] },
  { query: 'explain query plan', kind: 'keyword', expect: ['development/performance'] },
  { query: 'cache-control headers', kind: 'keyword', expect: ['development/performance'] },
  { query: 'do work after the response is sent', kind: 'question', expect: ['development/performance'] },
  // WebSockets and Real Time
  { query: 'live updates', kind: 'synonym', expect: ['development/websockets'] },
  { query: 'build a chat', kind: 'question', expect: ['development/websockets'] },
  { query: 'sse', kind: 'keyword', expect: ['development/websockets'] },
  { query: 'websocket hibernation', kind: 'keyword', expect: ['development/websockets'] },
  // Cloudflare Setup
  { query: 'sign up for cloudflare', kind: 'question', expect: ['deployment/cloudflare'] },
  { query: 'wrangler d1 create', kind: 'identifier', expect: ['deployment/cloudflare', 'development/database-setup'] },
  { query: 'what is a binding', kind: 'question', expect: ['deployment/cloudflare'] },
  // Deploying to Workers
  { query: 'cpu time limit', kind: 'keyword', expect: ['deployment/cloudflare-workers'] },
  { query: 'how static assets are served', kind: 'question', expect: ['deployment/cloudflare-workers'] },
  { query: 'use my own domain', kind: 'question', expect: ['deployment/cloudflare-workers'] },
  { query: 'worker script size limit', kind: 'keyword', expect: ['deployment/cloudflare-workers'] },
  // Migrations
  {
    query: 'apply migrations to the remote database',
    kind: 'question',
    expect: ['deployment/migrations', 'development/database-setup'],
  },
  { query: 'undo a migration', kind: 'synonym', expect: ['deployment/migrations'] },
  { query: 'add a column to a live database', kind: 'question', expect: ['deployment/migrations'] },
  // Production
  { query: 'set secrets with wrangler', kind: 'question', expect: ['deployment/production'] },
  { query: 'ci/cd pipeline', kind: 'synonym', expect: ['deployment/production'] },
  { query: 'before going live', kind: 'synonym', expect: ['deployment/production', 'development/api-security'] },
  // Monitoring
  { query: 'get alerted on errors', kind: 'question', expect: ['deployment/monitoring'] },
  { query: 'json request logs', kind: 'keyword', expect: ['deployment/monitoring'] },
  { query: 'observability', kind: 'keyword', expect: ['deployment/monitoring'] },
];

export const NO_ANSWER_QUERIES: string[] = ['helm', 'kubernetes', 'graphql', 'prisma', 'django', 'vercel'];
