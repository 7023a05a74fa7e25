import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import app from '../src/index';

describe('a post id in the path', () => {
  // Without its own message, zod would answer "Invalid input: expected number, received NaN" for /api/posts/abc.
  it.each(['abc', '1.5', '0', '-1.5'])('/api/posts/%s: says what an id must be, once', async (id) => {
    const res = await app.request(`http://localhost/api/posts/${id}`, undefined, env);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Validation failed',
      details: [{ path: 'id', message: 'Must be a positive whole number, such as 1' }],
    });
  });

  it('a positive whole number that names no post: 404', async () => {
    const res = await app.request('http://localhost/api/posts/9007199254740991', undefined, env);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Post not found' });
  });
});
