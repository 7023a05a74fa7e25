import { createRoute, z } from '@hono/zod-openapi';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { createDb } from '../db';
import { roles, type User, users as usersTable } from '../db/schema';
import type { AuthEnv } from '../env';
import { createRouter } from '../lib/create-router';
import {
  ErrorSchema,
  jsonContent,
  PaginationQuerySchema,
  PaginationSchema,
  paginate,
  ValidationErrorSchema,
} from '../lib/schemas';
import { requireAuth } from '../middleware/require-auth';
import { requireRole } from '../middleware/require-role';

export const UserSchema = z
  .object({
    id: z.string(),
    email: z.email(),
    name: z.string(),
    image: z.string().nullable(),
    role: z.enum(roles),
    bio: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .openapi('User');

export function toUserResponse(user: User) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    image: user.image,
    role: user.role,
    bio: user.bio,
    createdAt: user.createdAt.toISOString(),
  };
}

const UserIdParamSchema = z.object({
  id: z
    .string()
    .min(1)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

const unauthorized = jsonContent(ErrorSchema, 'Not signed in');
const forbidden = jsonContent(ErrorSchema, 'Not an admin');

const listUsers = createRoute({
  operationId: 'listUsers',
  method: 'get',
  path: '/',
  tags: ['Users'],
  summary: 'List users (admin only)',
  request: { query: PaginationQuerySchema },
  responses: {
    200: jsonContent(z.object({ data: z.array(UserSchema), pagination: PaginationSchema }), 'A page of users'),
    400: jsonContent(ValidationErrorSchema, 'Invalid query'),
    401: unauthorized,
    403: forbidden,
  },
});

const updateRole = createRoute({
  operationId: 'updateUserRole',
  method: 'put',
  path: '/{id}/role',
  tags: ['Users'],
  summary: "Change a user's role (admin only)",
  request: {
    params: UserIdParamSchema,
    body: { content: { 'application/json': { schema: z.object({ role: z.enum(roles) }) } }, required: true },
  },
  responses: {
    200: jsonContent(z.object({ data: UserSchema }), 'The updated user'),
    400: jsonContent(ValidationErrorSchema, 'Invalid body'),
    401: unauthorized,
    403: forbidden,
    404: jsonContent(ErrorSchema, 'User not found'),
  },
});

const router = createRouter<AuthEnv>();

// Every route here is for admins: a session is required (401), then the admin role (403).
router.use('*', requireAuth, requireRole('admin'));

export const users = router
  .openapi(listUsers, async (c) => {
    const { page, limit, sort } = c.req.valid('query');
    const db = createDb(c.env.DB);
    const direction = sort === 'asc' ? asc : desc;
    const pagination = paginate(page, limit, await db.$count(usersTable));
    const rows = await db
      .select()
      .from(usersTable)
      // created_at counts seconds: rowid (insertion order) breaks ties, so a page never repeats or skips a user.
      .orderBy(direction(usersTable.createdAt), direction(sql`rowid`))
      .limit(limit)
      .offset(pagination.offset);
    return c.json({ data: rows.map(toUserResponse), pagination }, 200);
  })
  .openapi(updateRole, async (c) => {
    const { id } = c.req.valid('param');
    const { role } = c.req.valid('json');
    const db = createDb(c.env.DB);
    const [user] = await db.update(usersTable).set({ role }).where(eq(usersTable.id, id)).returning();
    if (!user) {
      return c.json({ error: 'User not found' }, 404);
    }
    return c.json({ data: toUserResponse(user) }, 200);
  });
