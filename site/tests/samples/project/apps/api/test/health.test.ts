import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../src/index';

describe('GET /health', () => {
  it('answers status ok and the version', async () => {
    const res = await app.request('/health', {}, env);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', version: '1.0.0' });
  });
});
