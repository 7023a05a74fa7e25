// The OpenAPI document an API serves at /api/openapi.json, computed in Node from the API's own source: its entry is
// bundled with the project's esbuild (Wrangler's bundler) and the app answers the request itself (`app.request`), with
// no server and no network.
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface Esbuild {
  build(options: {
    entryPoints: string[];
    outfile: string;
    bundle: true;
    format: 'esm';
    platform: 'node';
    logLevel: 'error';
  }): Promise<unknown>;
}
interface App {
  request(url: string): Response | Promise<Response>;
}

/** The document `apiDir`'s Worker answers at /api/openapi.json, as the text it sends. */
export async function openApiDocument(apiDir: string): Promise<string> {
  // The generated project's esbuild (under its wrangler), not one of this package's dependencies (knip.json knows).
  const require = createRequire(path.join(apiDir, 'package.json'));
  const esbuild = (await import(pathToFileURL(require.resolve('esbuild')).href)) as Esbuild;
  const outfile = path.join(apiDir, '.openapi-app.mjs');
  try {
    await esbuild.build({
      entryPoints: [path.join(apiDir, 'src', 'index.ts')],
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'node',
      logLevel: 'error',
    });
    const { default: app } = (await import(`${pathToFileURL(outfile).href}?${Date.now()}`)) as { default: App };
    const response = await app.request('http://localhost/api/openapi.json');
    if (response.status !== 200) throw new Error(`/api/openapi.json answered ${response.status}`);
    return await response.text();
  } finally {
    await rm(outfile, { force: true });
  }
}
