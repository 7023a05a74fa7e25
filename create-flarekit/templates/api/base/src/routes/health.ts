import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../lib/create-router';
import { jsonContent } from '../lib/schemas';

export const HealthSchema = z
  .object({
    status: z.literal('ok'),
    timestamp: z.iso.datetime().openapi({ example: '2025-01-01T12:00:00.000Z' }),
    version: z.string().openapi({ example: '1.0.0' }),
  })
  .openapi('Health');

const getHealth = createRoute({
  operationId: 'getHealth',
  method: 'get',
  path: '/',
  tags: ['Health'],
  summary: 'Health check',
  responses: {
    200: jsonContent(HealthSchema, 'The API is up'),
  },
});

export const health = createRouter().openapi(getHealth, (c) =>
  c.json(
    {
      status: 'ok' as const,
      timestamp: new Date().toISOString(),
      version: c.env.APP_VERSION ?? '1.0.0',
    },
    200,
  ),
);
