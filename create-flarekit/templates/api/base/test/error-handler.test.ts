import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it, vi } from 'vitest';
import { errorHandler } from '../src/lib/error-handler';

// Hono's csrf() and bodyLimit() in front of the project's error handler, as API Security adds them.
const app = new Hono();
app.use(csrf());
app.post('/limited', bodyLimit({ maxSize: 10 }), (c) => c.text('ok'));
app.post('/', (c) => c.text('ok'));
app.get('/missing', () => {
  throw new HTTPException(404, { message: 'Todo not found' });
});
app.get('/broken', () => {
  throw new Error('D1_ERROR: no such table: todos');
});
app.onError(errorHandler);

describe('errorHandler', () => {
  it('answers an HTTPException thrown with a message with that message and its status', async () => {
    const res = await app.request('http://localhost/missing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Todo not found' });
  });

  it("answers csrf()'s refusal, which has no message, with the text of its answer", async () => {
    const res = await app.request('http://localhost/', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'title=x',
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Forbidden' });
  });

  it("answers bodyLimit()'s refusal with the text of its answer", async () => {
    const res = await app.request('http://localhost/limited', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'more than ten bytes' }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Payload Too Large' });
  });

  it('answers any other error with a fixed message, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await app.request('http://localhost/broken');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Internal server error' });
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
