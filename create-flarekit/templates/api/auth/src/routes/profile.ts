import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { createDb } from '../db';
import { users as usersTable } from '../db/schema';
import type { AuthEnv } from '../env';
import { createRouter } from '../lib/create-router';
import { ErrorSchema, jsonContent, ValidationErrorSchema } from '../lib/schemas';
import { requireAuth } from '../middleware/require-auth';
import { toUserResponse, UserSchema } from './users';

export const UpdateProfileSchema = z
  .object({
    name: z.string().min(1).max(100).optional(),
    bio: z.string().max(500).nullable().optional(),
  })
  .openapi('UpdateProfile');

const getProfile = createRoute({
  operationId: 'getProfile',
  method: 'get',
  path: '/',
  tags: ['Profile'],
  summary: "The signed-in user's profile",
  responses: {
    200: jsonContent(z.object({ data: UserSchema }), 'The profile'),
    401: jsonContent(ErrorSchema, 'Not signed in'),
  },
});

const updateProfile = createRoute({
  operationId: 'updateProfile',
  method: 'put',
  path: '/',
  tags: ['Profile'],
  summary: "Update the signed-in user's name and bio",
  request: { body: { content: { 'application/json': { schema: UpdateProfileSchema } }, required: true } },
  responses: {
    200: jsonContent(z.object({ data: UserSchema }), 'The updated profile'),
    400: jsonContent(ValidationErrorSchema, 'Invalid body'),
    401: jsonContent(ErrorSchema, 'Not signed in'),
  },
});

const router = createRouter<AuthEnv>();
router.use('*', requireAuth);

export const profile = router
  .openapi(getProfile, async (c) => {
    const db = createDb(c.env.DB);
    const user = await db.query.users.findFirst({ where: eq(usersTable.id, c.get('user').id) });
    if (!user) {
      return c.json({ error: 'Unauthorized' }, 401);
    }
    return c.json({ data: toUserResponse(user) }, 200);
  })
  .openapi(updateProfile, async (c) => {
    const changes = c.req.valid('json');
    const db = createDb(c.env.DB);
    const [user] = await db
      .update(usersTable)
      // updatedAt as well: a body that changes nothing ({}) would leave Drizzle no value to set, which it refuses.
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(usersTable.id, c.get('user').id))
      .returning();
    if (!user) {
      return c.json({ error: 'Unauthorized' }, 401);
    }
    return c.json({ data: toUserResponse(user) }, 200);
  });
