import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every fact group of the product specification (sections 1–9) mapped to the page(s) that teach it; each key value must
 * appear, exactly as the spec gives it, on at least one of those pages.
 */
const root = path.resolve(import.meta.dirname, '../../..');
/** A page's markdown with line breaks folded, so a phrase wrapped across lines still counts. */
const read = (page: string) => readFileSync(path.join(root, 'content/docs', `${page}.md`), 'utf8').replace(/\s+/g, ' ');

interface Fact {
  group: string;
  pages: string[];
  values: string[];
}

const FACTS: Fact[] = [
  // §1 templates, requirements, options, auth environment
  {
    group: '1 six configurations, nine templates',
    pages: ['templates/overview'],
    values: [
      'six',
      'nine',
      'full-stack-orval',
      'full-stack-orval-no-auth',
      'full-stack-orval-no-db',
      'full-stack-rpc',
      'full-stack-rpc-no-auth',
      'full-stack-rpc-no-db',
      'api-no-auth',
      'api-no-db',
    ],
  },
  {
    group: '1 Node.js 18',
    pages: ['getting-started/quick-start', 'introduction/what-is-flarekit'],
    values: ['Node.js 18'],
  },
  { group: '1 package managers', pages: ['getting-started/cli-options'], values: ['npm', 'yarn', 'pnpm', 'bun'] },
  {
    group: '1 flags',
    pages: ['getting-started/cli-options'],
    values: [
      '--type',
      'full-stack',
      'api-only',
      '--no-auth',
      '--no-db',
      '--no-git',
      '--no-install',
      '--pm',
      '-y',
      '--yes',
    ],
  },
  {
    group: '1 auth environment variables',
    pages: ['development/authentication'],
    values: ['BETTER_AUTH_SECRET', 'DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET', '32 characters'],
  },
  {
    group: '1 secrets in production',
    pages: ['deployment/production'],
    values: ['wrangler secret put', 'BETTER_AUTH_SECRET', 'DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET'],
  },
  // §2 generated projects' routes
  { group: '2 dev ports', pages: ['development/local-setup'], values: ['5173', '8787'] },
  { group: '2 API routes', pages: ['templates/api'], values: ['/docs', '/api/openapi.json', '/health'] },
  {
    group: '2 auth callback',
    pages: ['development/authentication'],
    values: ['/api/auth/callback/discord', '/api/auth/callback/{provider}'],
  },
  { group: '2 example pages', pages: ['templates/full-stack'], values: ['/login', '/dashboard', '/posts/', '/about'] },
  // §3 entities
  {
    group: '3 User',
    pages: ['development/database'],
    values: ['email', 'name', 'image', 'role', 'bio', 'createdAt', "'user'"],
  },
  {
    group: '3 Post',
    pages: ['development/database'],
    values: ['title', 'content', 'slug', 'authorId', 'categoryId', 'published', 'viewCount', 'updatedAt', 'deletedAt'],
  },
  {
    group: '3 tags, notifications, audit log',
    pages: ['development/database-patterns'],
    values: [
      'tags',
      'postTags',
      'notifications',
      'tableName',
      'recordId',
      'action',
      '`create`',
      '`update`',
      '`delete`',
      'changes',
    ],
  },
  { group: '3 auth tables', pages: ['development/authentication'], values: ['session', 'account', 'verification'] },
  { group: '3 simple users sample', pages: ['development/database-setup'], values: ['email', 'unique', 'name'] },
  {
    group: '3 Todo and payloads',
    pages: ['development/api-design'],
    values: [
      'description',
      'completed',
      'userId',
      'dueDate',
      'createdAt',
      'updatedAt',
      'page',
      'limit',
      'sort',
      'offset',
      'totalPages',
      'newest',
      'popular',
    ],
  },
  {
    group: '3 health response',
    pages: ['development/api-design', 'templates/api'],
    values: ['status', 'timestamp', 'version', '1.0.0'],
  },
  { group: '3 response envelope', pages: ['development/api-design'], values: ['data', 'error'] },
  // §4 states
  {
    group: '4 publishing and soft deletion',
    pages: ['development/database-patterns'],
    values: ['published', 'deletedAt'],
  },
  { group: '4 toggling a todo', pages: ['development/state-management'], values: ['completed'] },
  // §5 validation rules
  {
    group: '5 email and password',
    pages: ['development/authentication', 'development/api-security'],
    values: ['email', '8', 'uppercase', 'digit'],
  },
  {
    group: '5 todo rules',
    pages: ['development/api-design'],
    values: ['min(1)', 'max(100)', 'datetime', 'default(false)'],
  },
  {
    group: '5 pagination rules',
    pages: ['development/api-design'],
    values: ['default 1', 'default 10', '`asc`', '`desc`', '`all`', '`active`', '`completed`'],
  },
  { group: '5 validation failure', pages: ['development/api-design'], values: ['Validation failed', 'details', '400'] },
  // §6 roles
  {
    group: '6 roles',
    pages: ['development/user-management'],
    values: [
      'user',
      'moderator',
      'admin',
      'read own',
      'write own',
      'read all',
      'moderate content',
      'write all',
      'admin all',
    ],
  },
  { group: '6 forbidden', pages: ['development/user-management'], values: ['403', 'Forbidden'] },
  // §7 sample calls
  {
    group: '7 auth calls',
    pages: ['development/authentication'],
    values: ['signIn.social', 'callbackURL', 'signUp.email', 'signOut', 'getSession', '/api/profile', '401'],
  },
  { group: '7 posts calls', pages: ['development/database-patterns'], values: ['/api/posts', '201'] },
  { group: '7 admin users', pages: ['development/user-management'], values: ['/users'] },
  {
    group: '7 todos calls',
    pages: ['development/api-design'],
    values: ['GET /api/todos', 'POST /api/todos', 'PUT /api/todos', 'DELETE /api/todos', '201', '200', '204'],
  },
  {
    group: '7 search and upload',
    pages: ['development/api-design'],
    values: ['/api/search', 'q', 'limit', '/api/upload', 'file', 'url'],
  },
  { group: '7 streaming', pages: ['development/websockets'], values: ['/api/stream'] },
  // §8 error catalogue
  {
    group: '8 auth errors',
    pages: ['development/authentication', 'development/state-management'],
    values: ['Unauthorized', '/login'],
  },
  {
    group: '8 server errors',
    pages: ['development/api-design'],
    values: ['Internal server error', 'Todo not found', 'Post not found', 'HTTPException'],
  },
  {
    group: '8 client messages',
    pages: ['development/state-management'],
    values: ['Failed to fetch todos', 'Failed to create todo', 'Failed to delete todo', 'Could not load todos'],
  },
  { group: '8 API error', pages: ['templates/orval', 'development/state-management'], values: ['API Error: '] },
  { group: '8 sign-up', pages: ['development/authentication'], values: ['Check your email for verification'] },
  {
    group: '8 loading and access denied',
    pages: ['development/user-management'],
    values: ['Loading...', 'Access denied'],
  },
  // §9 constants
  {
    group: '9 session lifetime',
    pages: ['development/authentication'],
    values: ['7 days', '60 * 60 * 24 * 7', '60 * 60 * 24'],
  },
  {
    group: '9 rate limits',
    pages: ['development/api-security'],
    values: ['15 minutes', '100', 'anonymous', 'cf-connecting-ip'],
  },
  { group: '9 stale times', pages: ['development/state-management'], values: ['60 * 1000', '5 * 60 * 1000'] },
  { group: '9 excerpt', pages: ['development/database-patterns'], values: ['200'] },
  { group: '9 pagination limit', pages: ['development/api-design'], values: ['10', '100'] },
  { group: '9 streaming sample', pages: ['development/websockets'], values: ['10', '1000'] },
];

describe('the pages teach every fact group of the specification', () => {
  for (const fact of FACTS) {
    it(`§${fact.group} (${fact.pages.join(', ')})`, () => {
      const text = fact.pages.map(read).join('\n');
      const missing = fact.values.filter((value) => !text.includes(value));
      expect(missing, `missing on ${fact.pages.join(' / ')}`).toEqual([]);
    });
  }

  it('covers sections 1 to 9', () => {
    expect(new Set(FACTS.map((fact) => fact.group.split(' ')[0]))).toEqual(
      new Set(['1', '2', '3', '4', '5', '6', '7', '8', '9']),
    );
  });
});
