import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import app from '../src/index';

describe('GET /docs', () => {
  it('loads Swagger UI from the static assets, not from a CDN', async () => {
    const page = await (await app.request('http://localhost/docs', undefined, env)).text();
    const assets = [...page.matchAll(/(?:href|src)="([^"]+)"/g)]
      .map((match) => match[1])
      .filter((url) => !url?.startsWith('data:'));
    // The two files scripts/copy-swagger-ui.mjs copies into the assets folder (wrangler.jsonc "build").
    expect(assets).toEqual([
      '/docs/assets/swagger-ui-dist/swagger-ui.css',
      '/docs/assets/swagger-ui-dist/swagger-ui-bundle.js',
    ]);
  });
});
