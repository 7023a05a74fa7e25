import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import app from '../src/index';

describe('GET /docs', () => {
  it('loads Swagger UI from this Worker, not from a CDN', async () => {
    const page = await (await app.request('http://localhost/docs', undefined, env)).text();
    const assets = [...page.matchAll(/(?:href|src)="([^"]+)"/g)]
      .map((match) => match[1])
      .filter((url) => !url?.startsWith('data:'));
    expect(assets).toEqual([
      '/docs/assets/swagger-ui-dist/swagger-ui.css',
      '/docs/assets/swagger-ui-dist/swagger-ui-bundle.js',
    ]);
    // The files themselves, as text: the stylesheet and the UMD bundle that defines SwaggerUIBundle.
    const [css, js] = await Promise.all(
      assets.map(async (asset) => (await app.request(`http://localhost${asset}`, undefined, env)).text()),
    );
    expect(css).toMatch(/^\.swagger-ui\{/);
    expect(js.split('\n')[1]).toMatch(/^!function webpackUniversalModuleDefinition/);
  });
});
