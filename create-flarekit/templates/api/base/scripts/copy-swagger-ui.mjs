// Run by wrangler before `wrangler dev` and `wrangler deploy` (wrangler.jsonc "build"): copies Swagger UI's script and
// stylesheet, at the swagger-ui-dist version package.json pins, into the static assets folder named as argument, where
// /docs loads them from (/docs/assets/swagger-ui-dist/). Served as static assets, they are not part of the Worker's
// script, and /docs needs no CDN.
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const assets = process.argv[2];
if (!assets) throw new Error('usage: node scripts/copy-swagger-ui.mjs <assets folder>');
const from = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist'));
const to = path.join(assets, 'docs', 'assets', 'swagger-ui-dist');
mkdirSync(to, { recursive: true });
for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css']) {
  const source = path.join(from, file);
  const target = path.join(to, file);
  // Written only when missing or changed: wrangler dev runs this again whenever the folder changes (a web build
  // empties it), and reloads the assets; a run that changes nothing must not start another.
  if (!existsSync(target) || statSync(target).size !== statSync(source).size) copyFileSync(source, target);
}
