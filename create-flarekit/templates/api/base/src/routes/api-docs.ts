/// <reference path="../swagger-ui-dist.d.ts" />
// Swagger UI's two files are bundled into the Worker as text (the "rules" of wrangler.jsonc): /docs needs no CDN and
// works offline, at the swagger-ui-dist version package.json pins.
import { SwaggerUI } from '@hono/swagger-ui';
import { Hono } from 'hono';
import swaggerUiCss from 'swagger-ui-dist/swagger-ui.css';
import swaggerUiBundle from 'swagger-ui-dist/swagger-ui-bundle.js';

/** The folder the page loads Swagger UI from: `${ASSETS}/swagger-ui-dist/<file>`, served below. */
const ASSETS = '/docs/assets';
const ONE_DAY = 'public, max-age=86400';

/**
 * The page around Swagger UI: no favicon request (the browser would log a 404), and Swagger UI's dark theme (the
 * `dark-mode` class on <html>) while the system's color scheme is dark, as the web app follows it.
 */
const page = (body: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>my-flarekit-app API</title>
    <link rel="icon" href="data:," />
    <script>
      const dark = matchMedia('(prefers-color-scheme: dark)');
      const follow = () => document.documentElement.classList.toggle('dark-mode', dark.matches);
      follow();
      dark.addEventListener('change', follow);
    </script>
  </head>
  <body>${body}</body>
</html>`;

/** GET /docs: Swagger UI for /api/openapi.json, with its script and stylesheet served by this Worker. */
export const apiDocs = new Hono()
  .get('/', (c) => c.html(page(SwaggerUI({ url: '/api/openapi.json', baseUrl: ASSETS }))))
  .get('/assets/swagger-ui-dist/swagger-ui.css', (c) =>
    c.body(swaggerUiCss, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': ONE_DAY }),
  )
  .get('/assets/swagger-ui-dist/swagger-ui-bundle.js', (c) =>
    c.body(swaggerUiBundle, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': ONE_DAY }),
  );
