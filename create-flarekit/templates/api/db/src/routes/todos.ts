import { createRoute, z } from '@hono/zod-openapi';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { createDb } from '../db';
import { type Todo, todos as todosTable } from '../db/schema';
import { createRouter } from '../lib/create-router';
import {
  ErrorSchema,
  jsonContent,
  PaginationQuerySchema,
  PaginationSchema,
  paginate,
  UuidParamSchema,
  ValidationErrorSchema,
} from '../lib/schemas';

export const TodoSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string().nullable(),
    completed: z.boolean(),
    dueDate: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .openapi('Todo');

export const CreateTodoSchema = z
  .object({
    title: z.string().min(1).max(100),
    description: z.string().max(2000).optional(),
    dueDate: z.iso.datetime().optional(),
    completed: z.boolean().default(false),
  })
  .openapi('CreateTodo');

export const UpdateTodoSchema = z
  .object({
    title: z.string().min(1).max(100).optional(),
    description: z.string().max(2000).nullable().optional(),
    dueDate: z.iso.datetime().nullable().optional(),
    completed: z.boolean().optional(),
  })
  .openapi('UpdateTodo');

export const TodoQuerySchema = PaginationQuerySchema.extend({
  status: z.enum(['all', 'active', 'completed']).default('all'),
});

/** Rows hold Date objects; the API answers ISO strings. */
export function toTodoResponse(todo: Todo) {
  return {
    ...todo,
    dueDate: todo.dueDate?.toISOString() ?? null,
    createdAt: todo.createdAt.toISOString(),
    updatedAt: todo.updatedAt.toISOString(),
  };
}

const notFound = jsonContent(ErrorSchema, 'Todo not found');

const listTodos = createRoute({
  operationId: 'listTodos',
  method: 'get',
  path: '/',
  tags: ['Todos'],
  summary: 'List todos',
  request: { query: TodoQuerySchema },
  responses: {
    200: jsonContent(z.object({ data: z.array(TodoSchema), pagination: PaginationSchema }), 'A page of todos'),
    400: jsonContent(ValidationErrorSchema, 'Invalid query'),
  },
});

const getTodo = createRoute({
  operationId: 'getTodo',
  method: 'get',
  path: '/{id}',
  tags: ['Todos'],
  summary: 'Get one todo',
  request: { params: UuidParamSchema },
  responses: {
    200: jsonContent(z.object({ data: TodoSchema }), 'The todo'),
    404: notFound,
  },
});

const createTodo = createRoute({
  operationId: 'createTodo',
  method: 'post',
  path: '/',
  tags: ['Todos'],
  summary: 'Create a todo',
  request: { body: { content: { 'application/json': { schema: CreateTodoSchema } }, required: true } },
  responses: {
    201: jsonContent(z.object({ data: TodoSchema }), 'The created todo'),
    400: jsonContent(ValidationErrorSchema, 'Invalid body'),
  },
});

const updateTodo = createRoute({
  operationId: 'updateTodo',
  method: 'put',
  path: '/{id}',
  tags: ['Todos'],
  summary: 'Update a todo (for example toggle completed)',
  request: {
    params: UuidParamSchema,
    body: { content: { 'application/json': { schema: UpdateTodoSchema } }, required: true },
  },
  responses: {
    200: jsonContent(z.object({ data: TodoSchema }), 'The updated todo'),
    400: jsonContent(ValidationErrorSchema, 'Invalid body'),
    404: notFound,
  },
});

const deleteTodo = createRoute({
  operationId: 'deleteTodo',
  method: 'delete',
  path: '/{id}',
  tags: ['Todos'],
  summary: 'Delete a todo',
  request: { params: UuidParamSchema },
  responses: {
    204: { description: 'Deleted' },
    404: notFound,
  },
});

export const todos = createRouter()
  .openapi(listTodos, async (c) => {
    const { page, limit, sort, status } = c.req.valid('query');
    const db = createDb(c.env.DB);

    const where = status === 'all' ? undefined : eq(todosTable.completed, status === 'completed');
    // created_at counts seconds: rowid (insertion order) breaks ties, so a page never repeats or skips a todo.
    const direction = sort === 'asc' ? asc : desc;
    const pagination = paginate(page, limit, await db.$count(todosTable, where));

    const rows = await db
      .select()
      .from(todosTable)
      .where(where)
      .orderBy(direction(todosTable.createdAt), direction(sql`rowid`))
      .limit(limit)
      .offset(pagination.offset);

    return c.json({ data: rows.map(toTodoResponse), pagination }, 200);
  })
  .openapi(getTodo, async (c) => {
    const { id } = c.req.valid('param');
    const db = createDb(c.env.DB);
    const todo = await db.query.todos.findFirst({ where: eq(todosTable.id, id) });
    if (!todo) {
      return c.json({ error: 'Todo not found' }, 404);
    }
    return c.json({ data: toTodoResponse(todo) }, 200);
  })
  .openapi(createTodo, async (c) => {
    const body = c.req.valid('json');
    const db = createDb(c.env.DB);
    const [todo] = await db
      .insert(todosTable)
      .values({
        title: body.title,
        description: body.description,
        completed: body.completed,
        dueDate: body.dueDate ? new Date(body.dueDate) : null,
      })
      .returning();
    return c.json({ data: toTodoResponse(todo) }, 201);
  })
  .openapi(updateTodo, async (c) => {
    const { id } = c.req.valid('param');
    const { dueDate, ...changes } = c.req.valid('json');
    const db = createDb(c.env.DB);
    const [todo] = await db
      .update(todosTable)
      .set({
        ...changes,
        ...(dueDate !== undefined && { dueDate: dueDate === null ? null : new Date(dueDate) }),
        // updatedAt as well: a body that changes nothing ({}) would leave Drizzle no value to set, which it refuses.
        updatedAt: new Date(),
      })
      .where(eq(todosTable.id, id))
      .returning();
    if (!todo) {
      return c.json({ error: 'Todo not found' }, 404);
    }
    return c.json({ data: toTodoResponse(todo) }, 200);
  })
  .openapi(deleteTodo, async (c) => {
    const { id } = c.req.valid('param');
    const db = createDb(c.env.DB);
    const deleted = await db.delete(todosTable).where(eq(todosTable.id, id)).returning({ id: todosTable.id });
    if (deleted.length === 0) {
      return c.json({ error: 'Todo not found' }, 404);
    }
    return c.body(null, 204);
  });
