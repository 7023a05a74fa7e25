import type { QualityQuery } from './queries.ts';

/**
 * The task set, a tuning set (issue 28): 108 queries written on 2026-11-27 by reading the 29 pages, before any of them
 * was run and without looking at the fresh held-out set's queries or results. Most are task-style questions a reader
 * types in their own words ("how do I undo a bad deployment"), often with other words than the page that answers
 * them uses; the rest name a subject ("moderator permissions"). Each lists every page that answers it, judged by reading
 * the page. Ranking changes are tuned on this set, the reader set's tuning half and the first set; the fresh set
 * (fresh-queries.ts) is only measured.
 */
export const TASK_QUERIES: QualityQuery[] = [
  // Getting started, the CLI and templates
  {
    query: 'how do I add a new page to the react app',
    kind: 'question',
    expect: ['getting-started/quick-start', 'getting-started/project-structure'],
  },
  {
    query: 'create a project without answering any questions',
    kind: 'question',
    expect: ['getting-started/cli-options', 'getting-started/quick-start'],
  },
  {
    query: 'how do I create a project that installs with pnpm',
    kind: 'question',
    expect: ['getting-started/cli-options'],
  },
  {
    query: 'make a backend only project without react',
    kind: 'question',
    expect: ['templates/api', 'getting-started/cli-options'],
  },
  {
    query: 'create the files but do not install dependencies',
    kind: 'question',
    expect: ['getting-started/cli-options'],
  },
  { query: 'what does the cli return when it fails', kind: 'question', expect: ['getting-started/cli-options'] },
  {
    query: 'which names can my project have',
    kind: 'question',
    expect: ['getting-started/cli-options', 'getting-started/quick-start'],
  },
  { query: 'what files does a new project contain', kind: 'question', expect: ['getting-started/project-structure'] },
  {
    query: 'where are the api routes defined',
    kind: 'question',
    expect: ['getting-started/project-structure', 'templates/api', 'development/api-design'],
  },
  {
    query: 'how does the frontend reach the backend during development',
    kind: 'question',
    expect: [
      'getting-started/project-structure',
      'templates/full-stack',
      'development/local-setup',
      'introduction/features',
    ],
  },
  {
    query: 'what is flarekit.json for',
    kind: 'question',
    expect: ['getting-started/project-structure', 'templates/overview'],
  },
  {
    query: 'what do I need installed before I start',
    kind: 'question',
    expect: ['development/local-setup', 'getting-started/quick-start', 'introduction/what-is-flarekit'],
  },
  {
    query: 'what comes in a generated project',
    kind: 'question',
    expect: ['introduction/features', 'introduction/what-is-flarekit', 'getting-started/project-structure'],
  },
  {
    query: 'does my app depend on flarekit at runtime',
    kind: 'question',
    expect: ['introduction/what-is-flarekit', 'templates/overview'],
  },
  { query: 'why are there nine templates', kind: 'question', expect: ['templates/overview'] },
  {
    query: 'project without a database',
    kind: 'keyword',
    expect: ['templates/overview', 'getting-started/cli-options', 'templates/full-stack'],
  },
  {
    query: 'add sign in later to a project created without auth',
    kind: 'question',
    expect: ['templates/overview', 'templates/full-stack', 'development/authentication'],
  },
  {
    query: 'which api client should I pick',
    kind: 'question',
    expect: ['templates/orval', 'templates/rpc', 'getting-started/cli-options', 'templates/overview'],
  },
  {
    query: 'change the colours of the app',
    kind: 'question',
    expect: ['templates/full-stack', 'getting-started/project-structure', 'introduction/features'],
  },
  {
    query: 'dark mode',
    kind: 'keyword',
    expect: ['templates/full-stack', 'getting-started/project-structure', 'introduction/features'],
  },
  {
    query: 'the pages of the generated web app',
    kind: 'keyword',
    expect: ['templates/full-stack', 'getting-started/project-structure'],
  },
  // API clients
  {
    query: 'the hooks do not know about my new endpoint',
    kind: 'question',
    expect: ['templates/orval', 'development/workflow', 'getting-started/quick-start'],
  },
  { query: 'typed api calls without a code generation step', kind: 'question', expect: ['templates/rpc'] },
  { query: 'how do I send cookies with every generated request', kind: 'question', expect: ['templates/orval'] },
  {
    query: 'editor is slow with many routes',
    kind: 'question',
    expect: ['templates/rpc', 'templates/orval'],
  },
  // API design and security
  {
    query: 'how do I add an api endpoint',
    kind: 'question',
    expect: ['getting-started/quick-start', 'development/api-design', 'templates/api'],
  },
  { query: 'how do I add a search endpoint for posts', kind: 'question', expect: ['development/api-design'] },
  { query: 'how do I return a 404 from deep inside a helper', kind: 'question', expect: ['development/api-design'] },
  { query: 'page through a long list of todos', kind: 'question', expect: ['development/api-design'] },
  {
    query: 'what does the api answer when the input is wrong',
    kind: 'question',
    expect: ['development/api-design', 'development/api-security'],
  },
  { query: 'let users upload images', kind: 'question', expect: ['development/api-design'] },
  { query: 'status codes the api uses', kind: 'keyword', expect: ['development/api-design'] },
  {
    query: 'limit how many requests a client can make',
    kind: 'question',
    expect: ['development/api-security'],
  },
  {
    query: 'allow a site on another domain to call my api',
    kind: 'question',
    expect: ['templates/api', 'development/api-security'],
  },
  {
    query: "stop users from seeing each other's todos",
    kind: 'question',
    expect: ['development/user-management', 'development/api-security', 'development/api-design'],
  },
  { query: 'hide stack traces from clients', kind: 'question', expect: ['development/api-security'] },
  {
    query: 'maximum request body size',
    kind: 'keyword',
    expect: ['development/api-security', 'deployment/cloudflare-workers'],
  },
  { query: 'rate limit shared across all locations', kind: 'question', expect: ['development/api-security'] },
  // Sign-in and users
  { query: 'how do I sign in with curl', kind: 'question', expect: ['development/authentication'] },
  {
    query: 'where do I put the discord client secret',
    kind: 'question',
    expect: ['development/authentication', 'development/local-setup', 'deployment/production'],
  },
  {
    query: 'users are logged out after every deploy',
    kind: 'question',
    expect: ['development/authentication', 'deployment/production'],
  },
  {
    query: 'let people register with an email address in production',
    kind: 'question',
    expect: ['development/authentication'],
  },
  {
    query: 'password rules',
    kind: 'keyword',
    expect: ['development/authentication', 'development/api-security'],
  },
  {
    query: 'only show a page to signed in users',
    kind: 'question',
    expect: ['development/authentication'],
  },
  {
    query: 'how long does a session last',
    kind: 'question',
    expect: ['development/authentication', 'introduction/features'],
  },
  {
    query: 'rotate the auth secret',
    kind: 'question',
    expect: ['development/authentication', 'deployment/production', 'development/api-security'],
  },
  {
    query: 'sign in button says discord is not configured',
    kind: 'question',
    expect: ['development/authentication', 'development/local-setup', 'templates/full-stack'],
  },
  { query: 'give a user the admin role', kind: 'question', expect: ['development/user-management'] },
  { query: 'list every user as an admin', kind: 'question', expect: ['development/user-management'] },
  { query: 'moderator permissions', kind: 'keyword', expect: ['development/user-management'] },
  {
    query: 'who may edit a post',
    kind: 'question',
    expect: ['development/user-management', 'development/database-patterns'],
  },
  { query: 'build an admin screen', kind: 'question', expect: ['development/user-management'] },
  // Database
  {
    query: 'how do I add a column to a table',
    kind: 'question',
    expect: ['development/workflow', 'deployment/migrations', 'development/database-setup', 'development/database'],
  },
  {
    query: 'why does my app say no such table',
    kind: 'question',
    expect: ['development/local-setup', 'development/database-setup', 'deployment/migrations'],
  },
  {
    query: 'look at my data in a browser',
    kind: 'question',
    expect: ['development/database-setup', 'development/local-setup', 'development/workflow'],
  },
  { query: 'fill the local database with sample rows', kind: 'question', expect: ['development/database-setup'] },
  {
    query: 'start over with an empty local database',
    kind: 'question',
    expect: ['development/database-setup', 'development/local-setup', 'development/workflow', 'deployment/migrations'],
  },
  {
    query: 'load posts together with their authors',
    kind: 'question',
    expect: ['development/database', 'development/performance'],
  },
  {
    query: 'run several inserts atomically',
    kind: 'question',
    expect: ['development/database', 'development/database-patterns'],
  },
  {
    query: 'hide deleted posts without removing the rows',
    kind: 'question',
    expect: ['development/database-patterns'],
  },
  { query: 'increment a counter without losing updates', kind: 'question', expect: ['development/database-patterns'] },
  { query: 'record who changed what and when', kind: 'question', expect: ['development/database-patterns'] },
  { query: 'drafts that become visible once published', kind: 'question', expect: ['development/database-patterns'] },
  { query: 'unread messages for each user', kind: 'question', expect: ['development/database-patterns'] },
  {
    query: 'types for a row of a table',
    kind: 'question',
    expect: ['development/database'],
  },
  {
    query: 'query the production database by hand',
    kind: 'question',
    expect: ['development/database', 'deployment/cloudflare', 'development/database-setup'],
  },
  // Migrations
  { query: 'how do I undo a migration that broke production', kind: 'question', expect: ['deployment/migrations'] },
  { query: 'restore the database to how it was yesterday', kind: 'question', expect: ['deployment/migrations'] },
  { query: 'how do I back up my data', kind: 'question', expect: ['deployment/migrations'] },
  { query: 'make an existing column required', kind: 'question', expect: ['deployment/migrations'] },
  { query: 'copy old values into a new column', kind: 'question', expect: ['deployment/migrations'] },
  {
    query: 'give a migration file my own name',
    kind: 'question',
    expect: ['deployment/migrations', 'development/database-setup'],
  },
  {
    query: 'two branches both added a migration',
    kind: 'question',
    expect: ['development/workflow'],
  },
  { query: 'dropping the users table deleted every session', kind: 'question', expect: ['deployment/migrations'] },
  // State, performance, real time
  {
    query: 'keep data fresh without asking the server again',
    kind: 'question',
    expect: ['development/state-management', 'development/performance'],
  },
  { query: 'show a message when a request fails', kind: 'question', expect: ['development/state-management'] },
  {
    query: 'send the user to the login page when the session expires',
    kind: 'question',
    expect: ['development/state-management', 'development/authentication'],
  },
  {
    query: 'tick a checkbox before the server answers',
    kind: 'question',
    expect: ['development/state-management', 'templates/orval', 'templates/rpc'],
  },
  {
    query: 'start loading a page when the user hovers a link',
    kind: 'question',
    expect: ['development/performance', 'development/state-management'],
  },
  { query: 'cache public api answers at the edge', kind: 'question', expect: ['development/performance'] },
  { query: 'does my query use an index', kind: 'question', expect: ['development/performance'] },
  { query: 'finish work after the response is sent', kind: 'question', expect: ['development/performance'] },
  { query: 'make the web app load faster', kind: 'question', expect: ['development/performance'] },
  { query: 'stream an ai answer token by token', kind: 'question', expect: ['development/websockets'] },
  { query: 'build a chat room', kind: 'question', expect: ['development/websockets'] },
  {
    query: 'websocket does not connect through the vite proxy',
    kind: 'question',
    expect: ['development/websockets'],
  },
  // Testing and the daily loop
  { query: 'how do I run the tests', kind: 'question', expect: ['development/testing'] },
  {
    query: 'test an endpoint that needs a logged in user',
    kind: 'question',
    expect: ['development/testing', 'development/testing-rpc'],
  },
  { query: 'browser tests for the dashboard', kind: 'question', expect: ['development/testing'] },
  {
    query: 'make a renamed field fail the tests before they run',
    kind: 'question',
    expect: ['development/testing-rpc'],
  },
  { query: 'attach chrome devtools to the api', kind: 'question', expect: ['development/workflow'] },
  { query: 'use these docs from claude code', kind: 'question', expect: ['development/workflow'] },
  {
    query: 'share secrets with my team',
    kind: 'question',
    expect: ['development/workflow', 'development/local-setup'],
  },
  // Cloudflare, deploying, production, monitoring
  { query: 'log in to cloudflare from the terminal', kind: 'question', expect: ['deployment/cloudflare'] },
  { query: 'choose the region where my database lives', kind: 'question', expect: ['deployment/cloudflare'] },
  { query: 'what does nodejs_compat do', kind: 'question', expect: ['deployment/cloudflare'] },
  {
    query: 'how do I undo a bad deployment',
    kind: 'question',
    expect: ['deployment/cloudflare-workers'],
  },
  { query: 'use my own domain name', kind: 'question', expect: ['deployment/cloudflare-workers'] },
  {
    query: 'how much cpu time can a request use',
    kind: 'question',
    expect: ['deployment/cloudflare-workers'],
  },
  {
    query: 'api calls get the react page instead of json',
    kind: 'question',
    expect: ['deployment/cloudflare-workers'],
  },
  { query: 'set environment variables in production', kind: 'question', expect: ['deployment/production'] },
  { query: 'a test copy of the app before production', kind: 'question', expect: ['deployment/production'] },
  { query: 'deploy automatically when I push to main', kind: 'question', expect: ['deployment/production'] },
  {
    query: 'things to check before launch',
    kind: 'question',
    expect: ['deployment/production', 'development/api-security'],
  },
  { query: 'get an alert when the site goes down', kind: 'question', expect: ['deployment/monitoring'] },
  { query: 'send errors to a slack or discord webhook', kind: 'question', expect: ['deployment/monitoring'] },
  { query: 'count sign ups per day', kind: 'question', expect: ['deployment/monitoring'] },
  { query: 'watch requests live while deploying', kind: 'question', expect: ['deployment/monitoring'] },
];
