import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';

/**
 * What a thrown error answers: an `HTTPException` its status and `{ "error": message }`; anything else is logged and
 * answers 500 `{ "error": "Internal server error" }`, so no stack trace or SQL message reaches the client.
 */
export const errorHandler: ErrorHandler = async (err, c) => {
  if (err instanceof HTTPException) {
    // Thrown on purpose, e.g. new HTTPException(404, { message: 'Todo not found' }). Hono's own middlewares, such as
    // csrf() and bodyLimit(), throw one that carries its answer instead of a message: its text is the message.
    const message = err.message || (await err.getResponse().text());
    return c.json({ error: message }, err.status);
  }
  console.error(err); // visible in `wrangler tail` and Workers Logs
  return c.json({ error: 'Internal server error' }, 500);
};
