import { createRoute, z } from '@hono/zod-openapi';
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

export type Todo = z.infer<typeof TodoSchema>;

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

/**
 * Without a database the todos live in the Worker's memory: each isolate starts with the
 * example todos below, and changes are lost when the Worker restarts.
 */
function exampleTodos(): Map<string, Todo> {
  const now = new Date().toISOString();
  const titles = ['Read the Flarekit docs', 'Add a database with D1 and Drizzle'];
  return new Map(
    titles.map((title) => {
      const id = crypto.randomUUID();
      return [id, { id, title, description: null, completed: false, dueDate: null, createdAt: now, updatedAt: now }];
    }),
  );
}

// Created on first use: Workers allow random values (the ids) only inside a request, not at start-up.
let store: Map<string, Todo> | undefined;
function todoStore(): Map<string, Todo> {
  store ??= exampleTodos();
  return store;
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
  .openapi(listTodos, (c) => {
    const { page, limit, sort, status } = c.req.valid('query');
    const matching = [...todoStore().values()]
      .filter((todo) => status === 'all' || todo.completed === (status === 'completed'))
      .sort((a, b) => (sort === 'asc' ? 1 : -1) * a.createdAt.localeCompare(b.createdAt));
    const pagination = paginate(page, limit, matching.length);
    const data = matching.slice(pagination.offset, pagination.offset + limit);
    return c.json({ data, pagination }, 200);
  })
  .openapi(getTodo, (c) => {
    const todo = todoStore().get(c.req.valid('param').id);
    if (!todo) {
      return c.json({ error: 'Todo not found' }, 404);
    }
    return c.json({ data: todo }, 200);
  })
  .openapi(createTodo, (c) => {
    const body = c.req.valid('json');
    const now = new Date().toISOString();
    const todo: Todo = {
      id: crypto.randomUUID(),
      title: body.title,
      description: body.description ?? null,
      completed: body.completed,
      dueDate: body.dueDate ?? null,
      createdAt: now,
      updatedAt: now,
    };
    todoStore().set(todo.id, todo);
    return c.json({ data: todo }, 201);
  })
  .openapi(updateTodo, (c) => {
    const { id } = c.req.valid('param');
    const existing = todoStore().get(id);
    if (!existing) {
      return c.json({ error: 'Todo not found' }, 404);
    }
    const todo: Todo = { ...existing, ...c.req.valid('json'), updatedAt: new Date().toISOString() };
    todoStore().set(id, todo);
    return c.json({ data: todo }, 200);
  })
  .openapi(deleteTodo, (c) => {
    if (!todoStore().delete(c.req.valid('param').id)) {
      return c.json({ error: 'Todo not found' }, 404);
    }
    return c.body(null, 204);
  });
