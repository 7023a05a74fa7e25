import type { QualityQuery } from './queries.ts';

/**
 * The bridge set, a tuning set (issue 28): 70 queries written on 2026-11-27 by reading the 29 pages, before any of them
 * was run and without looking at the fresh held-out set's queries or results. Each is a reader's question worded on
 * purpose unlike the page that answers it: other words for the page's subject ("go back to the previous version" for a
 * rollback, "wipe my local data" for resetting the database), so that it measures how far the engine bridges words the
 * pages do not use, which the other tuning sets hardly do. Each lists every page that answers it, judged by reading the
 * page. Ranking changes may be tuned on this set; the fresh set (fresh-queries.ts) is only measured.
 */
export const BRIDGE_QUERIES: QualityQuery[] = [
  // Deploying, domains, limits, scheduled work
  {
    query: 'go back to the previous version of my site after shipping a broken release',
    kind: 'question',
    expect: ['deployment/cloudflare-workers'],
  },
  { query: 'run a job every night at 3am', kind: 'question', expect: ['deployment/cloudflare-workers'] },
  {
    query: 'use my own web address instead of the default one',
    kind: 'question',
    expect: ['deployment/cloudflare-workers', 'deployment/cloudflare'],
  },
  {
    query: 'how much processing time can one request use',
    kind: 'question',
    expect: ['deployment/cloudflare-workers'],
  },
  {
    query: 'try the build without putting it online',
    kind: 'question',
    expect: ['deployment/cloudflare-workers'],
  },
  {
    query: 'sign in to my hosting account from the terminal',
    kind: 'question',
    expect: ['deployment/cloudflare', 'getting-started/quick-start', 'development/database-setup'],
  },
  { query: 'keep my users data stored inside europe', kind: 'question', expect: ['deployment/cloudflare'] },
  // Production, CI, previews
  {
    query: 'publish automatically whenever I push to main',
    kind: 'question',
    expect: ['deployment/production'],
  },
  {
    query: 'a throwaway copy of the site for every branch under review',
    kind: 'question',
    expect: ['deployment/production'],
  },
  {
    query: 'a second copy of the site to try things before real users see them',
    kind: 'question',
    expect: ['deployment/production'],
  },
  {
    query: 'things to double check before opening the site to the public',
    kind: 'question',
    expect: ['deployment/production', 'development/api-security'],
  },
  {
    query: 'where do passwords and private keys go once the site is live',
    kind: 'question',
    expect: ['deployment/production', 'development/api-security', 'development/authentication'],
  },
  // Monitoring
  {
    query: 'read what my server prints once it is live',
    kind: 'question',
    expect: ['deployment/monitoring'],
  },
  {
    query: 'get warned when the site stops answering',
    kind: 'question',
    expect: ['deployment/monitoring'],
  },
  {
    query: 'find out which crashes my visitors hit',
    kind: 'question',
    expect: ['deployment/monitoring'],
  },
  { query: 'how many visitors does my app get', kind: 'question', expect: ['deployment/monitoring'] },
  // Migrations and database set-up
  {
    query: 'add a column to a table that already has rows',
    kind: 'question',
    expect: ['deployment/migrations', 'development/database-setup', 'development/workflow'],
  },
  {
    query: 'rename a field without breaking the running site',
    kind: 'question',
    expect: ['deployment/migrations'],
  },
  {
    query: 'get back rows I deleted by mistake yesterday',
    kind: 'question',
    expect: ['deployment/migrations'],
  },
  {
    query: 'my app complains the table does not exist',
    kind: 'question',
    expect: ['development/database-setup', 'development/local-setup', 'deployment/migrations'],
  },
  {
    query: 'fill the database with fake rows to play with',
    kind: 'question',
    expect: ['development/database-setup'],
  },
  {
    query: 'wipe my local data and begin again',
    kind: 'question',
    expect: ['development/database-setup'],
  },
  {
    query: 'look at my rows in a spreadsheet like window',
    kind: 'question',
    expect: ['development/database-setup'],
  },
  // Database and patterns
  {
    query: 'several writes that must all succeed or none of them',
    kind: 'question',
    expect: ['development/database'],
  },
  {
    query: 'link each article to the person who wrote it',
    kind: 'question',
    expect: ['development/database', 'development/database-patterns'],
  },
  {
    query: 'hide an article without erasing it for good',
    kind: 'question',
    expect: ['development/database-patterns'],
  },
  {
    query: 'count how many times an article was opened',
    kind: 'question',
    expect: ['development/database-patterns'],
  },
  {
    query: 'put articles into categories',
    kind: 'question',
    expect: ['development/database-patterns'],
  },
  {
    query: 'keep a record of who changed what and when',
    kind: 'question',
    expect: ['development/database-patterns'],
  },
  {
    query: 'show a short preview of a long article',
    kind: 'question',
    expect: ['development/database-patterns'],
  },
  {
    query: 'keep an article private until it is ready',
    kind: 'question',
    expect: ['development/database-patterns'],
  },
  // Sign-in, roles, security
  {
    query: 'let people join with a username and secret instead of discord',
    kind: 'question',
    expect: ['development/authentication'],
  },
  {
    query: 'everyone got kicked out after I shipped',
    kind: 'question',
    expect: ['development/authentication'],
  },
  {
    query: 'I am logged in but the server still refuses me',
    kind: 'question',
    expect: ['development/authentication'],
  },
  {
    query: 'keep visitors who are not logged in away from a screen',
    kind: 'question',
    expect: ['development/authentication'],
  },
  {
    query: 'discord complains about the return address after login',
    kind: 'question',
    expect: ['development/authentication', 'development/local-setup', 'deployment/production'],
  },
  {
    query: 'only staff may open the dashboard',
    kind: 'question',
    expect: ['development/user-management'],
  },
  {
    query: 'stop users editing other people’s things',
    kind: 'question',
    expect: ['development/user-management'],
  },
  {
    query: 'make the first account a superuser',
    kind: 'question',
    expect: ['development/user-management'],
  },
  {
    query: 'stop bots hammering the login form',
    kind: 'question',
    expect: ['development/api-security'],
  },
  {
    query: 'stop attackers messing with my queries through form fields',
    kind: 'question',
    expect: ['development/api-security'],
  },
  {
    query: 'hide internal details when something crashes',
    kind: 'question',
    expect: ['development/api-security'],
  },
  // API design and templates
  {
    query: 'what comes back when the request body is wrong',
    kind: 'question',
    expect: ['development/api-design'],
  },
  { query: 'get results a few at a time', kind: 'question', expect: ['development/api-design'] },
  { query: 'accept a picture from the user', kind: 'question', expect: ['development/api-design'] },
  {
    query: 'what shape does every reply have',
    kind: 'question',
    expect: ['development/api-design'],
  },
  {
    query: 'is the service alive',
    kind: 'question',
    expect: ['deployment/monitoring', 'templates/api', 'development/api-design'],
  },
  {
    query: 'my website and my server live on different domains',
    kind: 'question',
    expect: ['templates/api', 'development/api-security'],
  },
  {
    query: 'produce the data fetching code from the spec automatically',
    kind: 'question',
    expect: ['templates/orval'],
  },
  {
    query: 'share types between server and browser without a build step',
    kind: 'question',
    expect: ['templates/rpc'],
  },
  {
    query: 'which of the starting points fits me',
    kind: 'question',
    expect: ['templates/overview'],
  },
  {
    query: 'an app with no login screen at all',
    kind: 'question',
    expect: ['getting-started/cli-options', 'templates/overview', 'templates/full-stack'],
  },
  // Client state and speed
  {
    query: 'make the list not refetch so often',
    kind: 'question',
    expect: ['development/state-management', 'development/performance'],
  },
  {
    query: 'show a little popup when saving fails',
    kind: 'question',
    expect: ['development/state-management'],
  },
  {
    query: 'change the screen before the server confirms',
    kind: 'question',
    expect: ['development/state-management'],
  },
  {
    query: 'pages feel sluggish for people far away',
    kind: 'question',
    expect: ['development/performance'],
  },
  {
    query: 'make database lookups quicker',
    kind: 'question',
    expect: ['development/performance'],
  },
  {
    query: 'shrink the javascript the browser downloads',
    kind: 'question',
    expect: ['development/performance'],
  },
  {
    query: 'messages appear instantly for everyone in the room',
    kind: 'question',
    expect: ['development/websockets'],
  },
  {
    query: 'send the answer bit by bit while it is produced',
    kind: 'question',
    expect: ['development/websockets'],
  },
  // Tests, workflow, local set-up, the project
  {
    query: 'act as a logged in person inside a test',
    kind: 'question',
    expect: ['development/testing'],
  },
  {
    query: 'click through the site automatically in a real browser',
    kind: 'question',
    expect: ['development/testing'],
  },
  {
    query: 'make my checks fail to compile when the server changes shape',
    kind: 'question',
    expect: ['development/testing-rpc'],
  },
  {
    query: 'pause the code and inspect variables',
    kind: 'question',
    expect: ['development/workflow'],
  },
  {
    query: 'two of us edited the same file',
    kind: 'question',
    expect: ['development/workflow'],
  },
  {
    query: 'let an ai helper read these docs',
    kind: 'question',
    expect: ['development/workflow'],
  },
  {
    query: 'something else is already listening where the app wants to run',
    kind: 'question',
    expect: ['development/local-setup'],
  },
  {
    query: 'what must be on my computer before I begin',
    kind: 'question',
    expect: ['development/local-setup', 'introduction/what-is-flarekit', 'getting-started/quick-start'],
  },
  {
    query: 'where does the code that answers requests sit',
    kind: 'question',
    expect: ['getting-started/project-structure', 'templates/api'],
  },
  {
    query: 'what do I get for free when I start',
    kind: 'question',
    expect: ['introduction/features', 'introduction/what-is-flarekit'],
  },
];
