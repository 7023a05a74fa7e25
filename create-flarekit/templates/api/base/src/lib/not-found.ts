import type { NotFoundHandler } from 'hono';

/** A path no route answers: `{ "error": "Not found" }` with 404, whoever asks. */
export const notFound: NotFoundHandler = (c) => c.json({ error: 'Not found' }, 404);
