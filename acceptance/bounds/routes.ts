// Every sample route with a validation schema, with the bounds its schema allows: the templates' own routes (checked
// by the template matrix after its contract checks) and the routes pages add (checked by the walkthrough that writes
// them, named in pages.ts). cases.ts turns each entry into requests at those bounds; check.ts sends them.
//
// A bound the platform cannot meet is a bound a schema must not allow. D1's limits
// (https://developers.cloudflare.com/d1/platform/limits/): a string, BLOB or table row of at most 2,000,000 bytes,
// a LIKE or GLOB pattern of at most 50 bytes, 100 bound parameters per query, 100,000 bytes of SQL text. Local D1
// enforces the LIKE limit but stores a 2.1 MB string without complaint, so the string limits are checked here, on
// the table (cases.test.ts), rather than by a request.
import type { MatrixTemplate } from '../matrix/templates.ts';

/** D1's largest string, BLOB or table row, in bytes. */
export const D1_MAX_ROW_BYTES = 2_000_000;
/** D1's longest LIKE or GLOB pattern, in bytes. */
export const D1_MAX_LIKE_PATTERN_BYTES = 50;

interface Common {
  /** Absent from a valid request (undefined), or required. */
  optional?: boolean;
  /** `null` is valid. */
  nullable?: boolean;
}

/** A string, its length counted in code points as zod 4 counts `.min()`/`.max()`. */
export interface StringField extends Common {
  type: 'string';
  min?: number;
  /** Unset: no length bound (a field nothing stores, such as a password checked and dropped). */
  max?: number;
  /** zod's `.trim()` runs first: blank text is empty. */
  trim?: boolean;
  /** A rule beyond the length, true when the value keeps it (a password's letters, a LIKE pattern's bytes). */
  fits?: (value: string) => boolean;
  /** What the cases' long and short values repeat ('x' when unset): a password's repeats a capital and a digit. */
  filler?: string;
  /** Stored in a D1 column: its longest value must fit D1's row (cases.test.ts). */
  stored?: 'column' | 'column and audit log';
}

export interface EmailField extends Common {
  type: 'email';
}

export interface IntField extends Common {
  type: 'int';
  min: number;
  /** Unset: the largest safe integer, zod 4's bound on `.int()`. */
  max?: number;
  /** A query parameter (text, `z.coerce.number()`), or a JSON number. */
  coerced?: boolean;
  /** The id of a row the project may not have (a category): a new project has none, so every id answers 400. */
  namesRow?: string;
}

export interface EnumField extends Common {
  type: 'enum';
  /** In the order the cases send them: a route that changes state ends on the last one. */
  values: readonly string[];
}

export interface BooleanField extends Common {
  type: 'boolean';
}

export interface DatetimeField extends Common {
  type: 'datetime';
}

/** A file of a multipart/form-data body, its size in bytes. */
export interface FileField extends Common {
  type: 'file';
  /** The largest file the route takes. */
  maxBytes: number;
  /** The route's answer to a file over `maxBytes`: its status (413 Content Too Large, not a validation 400) and error. */
  tooLarge: { status: number; error: string };
  /** The member of a success's JSON body that says where the file downloads back from (the same bytes, as a download). */
  downloadFrom?: string;
}

export type Field = StringField | EmailField | IntField | EnumField | BooleanField | DatetimeField | FileField;

/** A path parameter: `{id}` of `/api/todos/{id}`. */
export interface PathParam {
  /** Its name in the path, `{name}`. */
  name: string;
  /** What its schema allows: a UUID (`z.uuid()`), a positive integer (`z.coerce.number().int().positive()`), any text. */
  type: 'uuid' | 'int' | 'text';
  /** The error of the route's 404 for a value of that form that names nothing: `Todo not found`. */
  notFound: string;
  /** A value of that form that names nothing (a UUID, the largest safe integer or `unknown` when unset). */
  unknown?: string;
}

export interface BoundedRoute {
  /** `todos.create`: what pages.ts and the reports name it by. */
  name: string;
  /** A template's route: its `operationId` in `createRoute`. */
  operationId?: string;
  /** Where the route and its schema are: a template file or the page that writes it. */
  source: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `{id}` is the id of the resource `creates` made, or of the user `user` names. */
  path: string;
  /** Where the fields go: the query string, a JSON body, or a multipart/form-data body (file fields). */
  input: 'query' | 'json' | 'multipart';
  /** The path's parameter, sent at its bounds too (each from the valid request). */
  param?: PathParam;
  fields: Record<string, Field>;
  /** The fields of a valid request, which every case starts from. */
  valid?: Record<string, unknown>;
  /**
   * The request a signed-in user sends (`user`), or an admin (`admin`); none when unset or `none`. An admin's route is
   * also sent signed out (401) and as a user who is not an admin (403).
   */
  session?: 'user' | 'admin' | 'none';
  /** The resource `{id}` names, created first: a POST path and its JSON body (its answer's `data.id`). */
  creates?: { path: string; body: Record<string, unknown> };
  /**
   * Rows the route reads, created first (POST, JSON): a query that reaches no row never evaluates its condition, so a
   * LIKE pattern too long for D1 fails only where a row is there to match.
   */
  seeds?: { path: string; body: Record<string, unknown> }[];
  /** `{id}` is this test user's id. */
  user?: 'bob';
  /** For the templates' routes: whether the template has this one. */
  inTemplate?: (template: MatrixTemplate) => boolean;
}

const pagination: Record<string, Field> = {
  page: { type: 'int', min: 1, coerced: true, optional: true },
  limit: { type: 'int', min: 1, max: 100, coerced: true, optional: true },
};
const sort: Field = { type: 'enum', values: ['asc', 'desc'], optional: true };

const everyTemplate = () => true;
const withDb = (template: MatrixTemplate) => template.database;
const withAuth = (template: MatrixTemplate) => template.auth;
const signedIn = (template: MatrixTemplate) => (template.auth ? 'user' : undefined);

const todoTitle: StringField = { type: 'string', min: 1, max: 100, stored: 'column' };
const todoDescription: StringField = { type: 'string', max: 2000, optional: true, stored: 'column' };
const postTitle: StringField = { type: 'string', min: 1, max: 200, stored: 'column and audit log' };
const postContent: StringField = { type: 'string', min: 1, max: 100_000, stored: 'column and audit log' };
const categoryId: IntField = { type: 'int', min: 1, optional: true, namesRow: 'category' };
const todoId: PathParam = { name: 'id', type: 'uuid', notFound: 'Todo not found' };
const postId: PathParam = { name: 'id', type: 'int', notFound: 'Post not found' };

/** The body of `POST /api/todos`. */
const todoFields: Record<string, Field> = {
  title: todoTitle,
  description: todoDescription,
  dueDate: { type: 'datetime', optional: true },
  completed: { type: 'boolean', optional: true },
};

/** A route that validates only its path's `{id}`: sent at the bounds of that alone. */
/** A resource's GET and DELETE by id (`todos.get`, operationId `getTodo`, …): no fields but the path parameter. */
function getAndDelete(
  resource: string,
  singular: string,
  param: PathParam,
  source: string,
  inTemplate: (template: MatrixTemplate) => boolean,
): BoundedRoute[] {
  const path = `/api/${resource}/{id}`;
  return (['get', 'delete'] as const).map((verb) => ({
    name: `${resource}.${verb}`,
    operationId: `${verb}${singular}`,
    method: verb === 'get' ? 'GET' : 'DELETE',
    path,
    input: 'query',
    fields: {},
    param,
    source,
    inTemplate,
  }));
}

/** The todos' routes, in every template. */
const todoRoutes: BoundedRoute[] = [
  {
    name: 'todos.list',
    operationId: 'listTodos',
    source: 'templates/api/*/src/routes/todos.ts',
    method: 'GET',
    path: '/api/todos',
    input: 'query',
    fields: { ...pagination, sort, status: { type: 'enum', values: ['all', 'active', 'completed'], optional: true } },
    inTemplate: everyTemplate,
  },
  {
    name: 'todos.create',
    operationId: 'createTodo',
    source: 'templates/api/*/src/routes/todos.ts',
    method: 'POST',
    path: '/api/todos',
    input: 'json',
    fields: todoFields,
    valid: { title: 'Bounds' },
    inTemplate: everyTemplate,
  },
  {
    name: 'todos.update',
    operationId: 'updateTodo',
    source: 'templates/api/*/src/routes/todos.ts',
    method: 'PUT',
    path: '/api/todos/{id}',
    input: 'json',
    fields: {
      title: { ...todoTitle, optional: true },
      description: { ...todoDescription, nullable: true },
      dueDate: { type: 'datetime', optional: true, nullable: true },
      completed: { type: 'boolean', optional: true },
    },
    param: todoId,
    creates: { path: '/api/todos', body: { title: 'Bounds' } },
    inTemplate: everyTemplate,
  },
  ...getAndDelete('todos', 'Todo', todoId, 'templates/api/*/src/routes/todos.ts', everyTemplate),
];

/** The posts' routes, in templates with a database. */
const postRoutes: BoundedRoute[] = [
  {
    name: 'posts.list',
    operationId: 'listPosts',
    source: 'templates/api/{db,auth}/src/routes/posts.ts',
    method: 'GET',
    path: '/api/posts',
    input: 'query',
    fields: { ...pagination, order: { type: 'enum', values: ['newest', 'popular'], optional: true } },
    inTemplate: withDb,
  },
  {
    name: 'posts.drafts',
    operationId: 'listDrafts',
    source: 'templates/api/{db,auth}/src/routes/posts.ts',
    method: 'GET',
    path: '/api/posts/drafts',
    input: 'query',
    fields: { ...pagination, sort },
    inTemplate: withDb,
  },
  {
    name: 'posts.create',
    operationId: 'createPost',
    source: 'templates/api/{db,auth}/src/routes/posts.ts',
    method: 'POST',
    path: '/api/posts',
    input: 'json',
    fields: { title: postTitle, content: postContent, categoryId, published: { type: 'boolean', optional: true } },
    valid: { title: 'Bounds', content: 'Within bounds.' },
    inTemplate: withDb,
  },
  {
    name: 'posts.update',
    operationId: 'updatePost',
    source: 'templates/api/{db,auth}/src/routes/posts.ts',
    method: 'PUT',
    path: '/api/posts/{id}',
    input: 'json',
    fields: {
      title: { ...postTitle, optional: true },
      content: { ...postContent, optional: true },
      categoryId: { ...categoryId, nullable: true },
      published: { type: 'boolean', optional: true },
    },
    param: postId,
    creates: { path: '/api/posts', body: { title: 'Bounds', content: 'Within bounds.' } },
    inTemplate: withDb,
  },
  ...getAndDelete('posts', 'Post', postId, 'templates/api/{db,auth}/src/routes/posts.ts', withDb),
];

/** The routes of templates that sign users in: the profile, the users (an admin's) and the sign-up. */
/** A role change of Bob's, by an admin: the generated users router and User Management's plain-Hono one. */
const roleChange = {
  input: 'json',
  // Bob is a user again after the last value.
  fields: { role: { type: 'enum', values: ['moderator', 'admin', 'user'] } },
  valid: { role: 'user' },
  param: { name: 'id', type: 'text', notFound: 'User not found' },
  session: 'admin',
  user: 'bob',
} satisfies Partial<BoundedRoute>;

const userRoutes: BoundedRoute[] = [
  {
    name: 'profile.update',
    operationId: 'updateProfile',
    source: 'templates/api/auth/src/routes/profile.ts',
    method: 'PUT',
    path: '/api/profile',
    input: 'json',
    fields: {
      name: { type: 'string', min: 1, max: 100, optional: true, stored: 'column' },
      bio: { type: 'string', max: 500, optional: true, nullable: true, stored: 'column' },
    },
    inTemplate: withAuth,
  },
  {
    name: 'users.list',
    operationId: 'listUsers',
    source: 'templates/api/auth/src/routes/users.ts',
    method: 'GET',
    path: '/api/users',
    input: 'query',
    fields: { ...pagination, sort },
    session: 'admin',
    inTemplate: withAuth,
  },
  {
    name: 'users.role',
    operationId: 'updateUserRole',
    source: 'templates/api/auth/src/routes/users.ts',
    method: 'PUT',
    path: '/api/users/{id}/role',
    ...roleChange,
    inTemplate: withAuth,
  },
  {
    // Not a createRoute: the body is checked by validateSignUp before Better Auth reads it (development only).
    name: 'auth.sign-up',
    source: 'templates/api/auth/src/middleware/auth-checks.ts',
    method: 'POST',
    path: '/api/auth/sign-up/email',
    input: 'json',
    fields: {
      name: { type: 'string', min: 1, max: 100, trim: true, stored: 'column' },
      email: { type: 'email' },
      password: {
        type: 'string',
        min: 8,
        max: 128,
        fits: (text) => /[A-Z]/.test(text) && /[0-9]/.test(text),
        filler: 'A1',
      },
    },
    valid: { name: 'Bounds', email: 'bounds-{n}@example.com', password: 'Longenough1' },
    session: 'none',
    inTemplate: withAuth,
  },
];

/** The templates' routes for one template (`session` set where the template signs users in). */
export function templateRoutes(template: MatrixTemplate): BoundedRoute[] {
  const session = signedIn(template);
  return [...todoRoutes, ...postRoutes, ...userRoutes]
    .filter((route) => route.inTemplate?.(template) ?? true)
    .map((route) => ({ ...route, session: route.session === 'none' ? undefined : (route.session ?? session) }));
}

/** The LIKE pattern of api-design.md's search: the text between two `%`, with `%`, `_` and `\` escaped. */
export function searchPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The routes pages write, by name: pages.ts names the ones each walkthrough checks after its steps. */
export const pageRoutes: Record<string, BoundedRoute> = {
  hello: {
    name: 'hello',
    source: 'getting-started/quick-start.md',
    method: 'GET',
    path: '/api/hello',
    input: 'query',
    fields: { name: { type: 'string', min: 1, max: 50, optional: true } },
  },
  search: {
    name: 'search',
    source: 'development/api-design.md',
    method: 'GET',
    path: '/api/search',
    input: 'query',
    fields: {
      q: {
        type: 'string',
        min: 1,
        max: 48,
        trim: true,
        fits: (text) => new TextEncoder().encode(searchPattern(text.trim())).length <= D1_MAX_LIKE_PATTERN_BYTES,
      },
      limit: pagination.limit as IntField,
    },
    valid: { q: 'drizzle' },
    // A published post for the pattern to be matched against (posting one needs a session).
    seeds: [{ path: '/api/posts', body: { title: 'Bounds', content: 'A published post to search.', published: true } }],
    session: 'user',
  },
  'todos-priority': {
    name: 'todos-priority',
    source: 'development/workflow.md',
    method: 'POST',
    path: '/api/todos',
    input: 'json',
    fields: { ...todoFields, priority: { type: 'enum', values: ['low', 'normal', 'high'], optional: true } },
    valid: { title: 'Bounds' },
    session: 'user',
  },
  invitations: {
    name: 'invitations',
    source: 'development/api-security.md',
    method: 'POST',
    path: '/api/invitations',
    input: 'json',
    fields: {
      email: { type: 'email' },
      // At least 8 characters, an uppercase letter and a digit; checked, never stored, no upper bound.
      temporaryPassword: {
        type: 'string',
        min: 8,
        fits: (text) => /[A-Z]/.test(text) && /[0-9]/.test(text),
        filler: 'A1',
      },
    },
    valid: { email: 'ada@example.com', temporaryPassword: 'Longenough1' },
    session: 'user',
  },
  upload: {
    name: 'upload',
    source: 'development/api-design.md',
    method: 'POST',
    path: '/api/upload',
    input: 'multipart',
    fields: {
      file: {
        type: 'file',
        maxBytes: 5 * 1024 * 1024,
        tooLarge: { status: 413, error: 'File too large' },
        downloadFrom: 'url',
      },
    },
    session: 'user',
  },
  files: {
    name: 'files',
    source: 'development/api-design.md',
    method: 'GET',
    path: '/api/files/{key}',
    input: 'query',
    fields: {},
    // A key of the form upload makes (a UUID, a dash, the file's name), which names no file.
    param: {
      name: 'key',
      type: 'text',
      notFound: 'File not found',
      unknown: '3f0c6a52-9d1e-4a51-8f8e-2a4e0f6b9c11-a.txt',
    },
  },
  'admin-users.role': {
    name: 'admin-users.role',
    source: 'development/user-management.md',
    method: 'PUT',
    path: '/api/admin/users/{id}/role',
    ...roleChange,
  },
};
