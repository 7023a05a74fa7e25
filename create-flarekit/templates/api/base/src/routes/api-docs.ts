// Swagger UI's two files are static assets, outside the Worker's script: scripts/copy-swagger-ui.mjs copies them from
// the swagger-ui-dist version package.json pins into the assets folder (wrangler.jsonc "build" and "assets"), so /docs
// needs no CDN and works offline.
import { SwaggerUI } from '@hono/swagger-ui';
import { Hono } from 'hono';

/** The folder the page loads Swagger UI from: `${ASSETS}/swagger-ui-dist/<file>`, a static asset. */
const ASSETS = '/docs/assets';

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

/** GET /docs: Swagger UI for /api/openapi.json, its script and stylesheet loaded from the static assets. */
export const apiDocs = new Hono().get('/', (c) =>
  c.html(page(SwaggerUI({ url: '/api/openapi.json', baseUrl: ASSETS }))),
);
