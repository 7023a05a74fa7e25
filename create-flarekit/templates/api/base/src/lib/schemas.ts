import { z } from '@hono/zod-openapi';

/** `{ "error": "<message>" }`: every error response. */
export const ErrorSchema = z
  .object({
    error: z.string().openapi({ example: 'Todo not found' }),
  })
  .openapi('Error');

/** 400 answer of a failed validation. */
export const ValidationErrorSchema = z
  .object({
    error: z.literal('Validation failed'),
    details: z.array(
      z.object({
        path: z.string().openapi({ example: 'title' }),
        message: z.string().openapi({ example: 'Too small: expected string to have >=1 characters' }),
      }),
    ),
  })
  .openapi('ValidationError');

/** Query parameters of every paginated list. */
export const PaginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1).openapi({ example: 1 }),
  limit: z.coerce.number().int().min(1).max(100).default(10).openapi({ example: 10 }),
  sort: z.enum(['asc', 'desc']).default('desc'),
});

export const PaginationSchema = z
  .object({
    page: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  })
  .openapi('Pagination');

export function paginate(page: number, limit: number, total: number) {
  return {
    page,
    limit,
    offset: (page - 1) * limit,
    total,
    totalPages: Math.ceil(total / limit),
  };
}

/** `/{id}` path parameter of text (uuid) ids; anything else answers 400 with `id: "Must be a UUID"`. */
export const UuidParamSchema = z.object({
  id: z
    .uuid({ error: 'Must be a UUID, such as 3f0c6a52-9d1e-4a51-8f8e-2a4e0f6b9c11' })
    .openapi({ param: { name: 'id', in: 'path' }, example: '3f0c6a52-9d1e-4a51-8f8e-2a4e0f6b9c11' }),
});

/** What an integer id must be; the first rule it breaks is the only one reported, so `-1.5` gets it once. */
const POSITIVE_WHOLE_NUMBER = 'Must be a positive whole number, such as 1';

/** `/{id}` path parameter of integer ids: `/api/posts/abc` answers 400 with `id: "Must be a positive whole number"`. */
export const IntIdParamSchema = z.object({
  id: z.coerce
    .number({ error: POSITIVE_WHOLE_NUMBER })
    .int({ error: POSITIVE_WHOLE_NUMBER, abort: true })
    .positive({ error: POSITIVE_WHOLE_NUMBER })
    .openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});

/** Builds an OpenAPI JSON response entry. */
export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return {
    content: { 'application/json': { schema } },
    description,
  };
}
