/// <reference path="../swagger-ui-dist.d.ts" />
// Swagger UI's two files are bundled into the Worker as text (the "rules" of wrangler.jsonc): /docs needs no CDN and
// works offline, at the swagger-ui-dist version package.json pins.
import { swaggerUI } from '@hono/swagger-ui';
import { Hono } from 'hono';
import swaggerUiCss from 'swagger-ui-dist/swagger-ui.css';
import swaggerUiBundle from 'swagger-ui-dist/swagger-ui-bundle.js';

/** The folder the page loads Swagger UI from: `${ASSETS}/swagger-ui-dist/<file>`, served below. */
const ASSETS = '/docs/assets';
const ONE_DAY = 'public, max-age=86400';

/** GET /docs: Swagger UI for /api/openapi.json, with its script and stylesheet served by this Worker. */
export const apiDocs = new Hono()
  .get('/', swaggerUI({ url: '/api/openapi.json', baseUrl: ASSETS, title: 'my-flarekit-app API' }))
  .get('/assets/swagger-ui-dist/swagger-ui.css', (c) =>
    c.body(swaggerUiCss, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': ONE_DAY }),
  )
  .get('/assets/swagger-ui-dist/swagger-ui-bundle.js', (c) =>
    c.body(swaggerUiBundle, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': ONE_DAY }),
  );
