import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { createDb, type Database } from '../db';
import { categories, type Post, posts as postsTable } from '../db/schema';
import { recordAudit } from '../lib/audit';
import { createRouter, validationFailed } from '../lib/create-router';
import { canModerate, canWrite } from '../lib/permissions';
import {
  ErrorSchema,
  IntIdParamSchema,
  jsonContent,
  PaginationQuerySchema,
  PaginationSchema,
  paginate,
  ValidationErrorSchema,
} from '../lib/schemas';
import { requireAuth } from '../middleware/require-auth';

export const EXCERPT_LENGTH = 200;

/**
 * A post's longest content, in characters: at up to 4 bytes each in UTF-8, a post and its audit entry stay within
 * D1's 2 MB row (https://developers.cloudflare.com/d1/platform/limits/).
 */
export const MAX_CONTENT_LENGTH = 100_000;

export const PostSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    slug: z.string(),
    authorId: z.string(),
    categoryId: z.number().int().nullable(),
    published: z.boolean(),
    viewCount: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    deletedAt: z.iso.datetime().nullable(),
  })
  .openapi('Post');

export const PostSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    excerpt: z.string(),
    authorId: z.string(),
    viewCount: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .openapi('PostSummary');

export const CreatePostSchema = z
  .object({
    title: z.string().min(1).max(200),
    content: z.string().min(1).max(MAX_CONTENT_LENGTH),
    categoryId: z.number().int().positive().optional(),
    published: z.boolean().default(false),
  })
  .openapi('CreatePost');

export const UpdatePostSchema = z
  .object({
    title: z.string().min(1).max(200).optional(),
    content: z.string().min(1).max(MAX_CONTENT_LENGTH).optional(),
    categoryId: z.number().int().positive().nullable().optional(),
    published: z.boolean().optional(),
  })
  .openapi('UpdatePost');

export const PostQuerySchema = PaginationQuerySchema.extend({
  order: z.enum(['newest', 'popular']).default('newest'),
});

/** "Hello, World!" → "hello-world", plus a random suffix so two posts never share a slug. */
export function slugify(title: string): string {
  const base = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'post'}-${crypto.randomUUID().slice(0, 8)}`;
}

/** The first 200 characters of the content, cut at a word boundary when possible. */
export function excerpt(content: string, length = EXCERPT_LENGTH): string {
  if (content.length <= length) return content;
  const cut = content.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export function toPostResponse(post: Post) {
  return {
    ...post,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    deletedAt: post.deletedAt?.toISOString() ?? null,
  };
}

/** A post in a list: its excerpt instead of the whole content. */
export function toPostSummary(post: Post) {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: excerpt(post.content),
    authorId: post.authorId,
    viewCount: post.viewCount,
    createdAt: post.createdAt.toISOString(),
  };
}

/** Public lists and pages only show published posts that are not soft-deleted. */
const visible = and(eq(postsTable.published, true), isNull(postsTable.deletedAt));

/** Drafts: written, not yet published, not deleted. */
const drafts = and(eq(postsTable.published, false), isNull(postsTable.deletedAt));

const notFound = jsonContent(ErrorSchema, 'Post not found');
const unauthorized = jsonContent(ErrorSchema, 'Not signed in');
const forbidden = jsonContent(ErrorSchema, 'Not allowed');

const listPosts = createRoute({
  operationId: 'listPosts',
  method: 'get',
  path: '/',
  tags: ['Posts'],
  summary: 'List published posts',
  request: { query: PostQuerySchema },
  responses: {
    200: jsonContent(z.object({ data: z.array(PostSummarySchema), pagination: PaginationSchema }), 'A page of posts'),
    400: jsonContent(ValidationErrorSchema, 'Invalid query'),
  },
});

const listDrafts = createRoute({
  operationId: 'listDrafts',
  method: 'get',
  path: '/drafts',
  tags: ['Posts'],
  summary: "List the signed-in user's drafts (posts not published yet)",
  middleware: [requireAuth] as const,
  request: { query: PaginationQuerySchema },
  responses: {
    200: jsonContent(z.object({ data: z.array(PostSummarySchema), pagination: PaginationSchema }), 'A page of drafts'),
    400: jsonContent(ValidationErrorSchema, 'Invalid query'),
    401: unauthorized,
  },
});

const getPost = createRoute({
  operationId: 'getPost',
  method: 'get',
  path: '/{id}',
  tags: ['Posts'],
  summary: 'Get a published post',
  request: { params: IntIdParamSchema },
  responses: {
    200: jsonContent(z.object({ data: PostSchema }), 'The post'),
    404: notFound,
  },
});

const createPost = createRoute({
  operationId: 'createPost',
  method: 'post',
  path: '/',
  tags: ['Posts'],
  summary: 'Create a post',
  middleware: [requireAuth] as const,
  request: { body: { content: { 'application/json': { schema: CreatePostSchema } }, required: true } },
  responses: {
    201: jsonContent(z.object({ data: PostSchema }), 'The created post'),
    400: jsonContent(ValidationErrorSchema, 'Invalid body'),
    401: unauthorized,
  },
});

const updatePost = createRoute({
  operationId: 'updatePost',
  method: 'put',
  path: '/{id}',
  tags: ['Posts'],
  summary: 'Update a post (the author or an admin; moderators may change published)',
  middleware: [requireAuth] as const,
  request: {
    params: IntIdParamSchema,
    body: { content: { 'application/json': { schema: UpdatePostSchema } }, required: true },
  },
  responses: {
    200: jsonContent(z.object({ data: PostSchema }), 'The updated post'),
    400: jsonContent(ValidationErrorSchema, 'Invalid body'),
    401: unauthorized,
    403: forbidden,
    404: notFound,
  },
});

const deletePost = createRoute({
  operationId: 'deletePost',
  method: 'delete',
  path: '/{id}',
  tags: ['Posts'],
  summary: 'Soft-delete a post (the author, a moderator or an admin)',
  middleware: [requireAuth] as const,
  request: { params: IntIdParamSchema },
  responses: {
    204: { description: 'Deleted' },
    401: unauthorized,
    403: forbidden,
    404: notFound,
  },
});

/** A categoryId naming no category would fail the foreign key (a 500): the answer is a 400 naming the field. */
async function unknownCategory(db: Database, categoryId: number | null | undefined): Promise<boolean> {
  if (categoryId === undefined || categoryId === null) return false;
  const category = await db.query.categories.findFirst({ where: eq(categories.id, categoryId), columns: { id: true } });
  return category === undefined;
}

const noSuchCategory = validationFailed([{ path: ['categoryId'], message: 'No category with this id' }]);

export const posts = createRouter()
  .openapi(listPosts, async (c) => {
    const { page, limit, order } = c.req.valid('query');
    const db = createDb(c.env.DB);
    // created_at counts seconds: the id (insertion order) breaks ties, so a page never repeats or skips a post.
    const newest = [desc(postsTable.createdAt), desc(postsTable.id)];
    const pagination = paginate(page, limit, await db.$count(postsTable, visible));

    const rows = await db
      .select()
      .from(postsTable)
      .where(visible)
      .orderBy(...(order === 'popular' ? [desc(postsTable.viewCount), ...newest] : newest))
      .limit(limit)
      .offset(pagination.offset);

    return c.json({ data: rows.map(toPostSummary), pagination }, 200);
  })
  .openapi(listDrafts, async (c) => {
    const { page, limit, sort } = c.req.valid('query');
    const db = createDb(c.env.DB);
    const where = and(drafts, eq(postsTable.authorId, c.get('user').id));
    const direction = sort === 'asc' ? asc : desc;
    const pagination = paginate(page, limit, await db.$count(postsTable, where));
    const rows = await db
      .select()
      .from(postsTable)
      .where(where)
      .orderBy(direction(postsTable.createdAt), direction(postsTable.id))
      .limit(limit)
      .offset(pagination.offset);
    return c.json({ data: rows.map(toPostSummary), pagination }, 200);
  })
  .openapi(getPost, async (c) => {
    const { id } = c.req.valid('param');
    const db = createDb(c.env.DB);
    const [post] = await db
      .update(postsTable)
      // A view is not an edit: updated_at keeps its value (the schema's $onUpdate would set it to now).
      .set({ viewCount: sql`${postsTable.viewCount} + 1`, updatedAt: sql`${postsTable.updatedAt}` })
      .where(and(eq(postsTable.id, id), visible))
      .returning();
    if (!post) {
      return c.json({ error: 'Post not found' }, 404);
    }
    return c.json({ data: toPostResponse(post) }, 200);
  })
  .openapi(createPost, async (c) => {
    const body = c.req.valid('json');
    const user = c.get('user');
    const db = createDb(c.env.DB);
    if (await unknownCategory(db, body.categoryId)) {
      return c.json(noSuchCategory, 400);
    }
    const [post] = await db
      .insert(postsTable)
      .values({ ...body, slug: slugify(body.title), authorId: user.id })
      .returning();
    await recordAudit(db, {
      tableName: 'posts',
      recordId: String(post.id),
      action: 'create',
      userId: user.id,
      changes: body,
    });
    return c.json({ data: toPostResponse(post) }, 201);
  })
  .openapi(updatePost, async (c) => {
    const { id } = c.req.valid('param');
    const changes = c.req.valid('json');
    const user = c.get('user');
    const db = createDb(c.env.DB);

    const existing = await db.query.posts.findFirst({
      where: and(eq(postsTable.id, id), isNull(postsTable.deletedAt)),
    });
    if (!existing) {
      return c.json({ error: 'Post not found' }, 404);
    }
    const onlyPublishing = Object.keys(changes).every((key) => key === 'published');
    if (!canWrite(user, existing.authorId) && !(onlyPublishing && canModerate(user))) {
      return c.json({ error: 'Forbidden' }, 403);
    }

    if (await unknownCategory(db, changes.categoryId)) {
      return c.json(noSuchCategory, 400);
    }
    // updatedAt as well: a body that changes nothing ({}) would leave Drizzle no value to set, which it refuses.
    const [post] = await db
      .update(postsTable)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(postsTable.id, id))
      .returning();
    await recordAudit(db, {
      tableName: 'posts',
      recordId: String(id),
      action: 'update',
      userId: user.id,
      changes,
    });
    return c.json({ data: toPostResponse(post) }, 200);
  })
  .openapi(deletePost, async (c) => {
    const { id } = c.req.valid('param');
    const user = c.get('user');
    const db = createDb(c.env.DB);

    const existing = await db.query.posts.findFirst({
      where: and(eq(postsTable.id, id), isNull(postsTable.deletedAt)),
    });
    if (!existing) {
      return c.json({ error: 'Post not found' }, 404);
    }
    if (!canWrite(user, existing.authorId) && !canModerate(user)) {
      return c.json({ error: 'Forbidden' }, 403);
    }

    // Soft deletion: the row stays, deletedAt hides it from every query that uses `visible`.
    await db.update(postsTable).set({ deletedAt: new Date() }).where(eq(postsTable.id, id));
    await recordAudit(db, {
      tableName: 'posts',
      recordId: String(id),
      action: 'delete',
      userId: user.id,
      changes: null,
    });
    return c.body(null, 204);
  });
