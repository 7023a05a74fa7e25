import path from 'node:path';
import { commandEnv } from 'flarekit-docs/processes';

/** Environment of every command: offline wrangler, no telemetry, the shared npm cache. */
export function matrixEnv(npmCache: string, home: string): NodeJS.ProcessEnv {
  const env = commandEnv({
    npm_config_cache: npmCache,
    // yarn 1's cache, beside npm's: it outlives the run, as npm's does. yarn 1 fetches every optional package of every
    // platform (esbuild's, workerd's…) and unpacks them in its cache, 5 GB for the default template: with a new cache
    // each run, a yarn tab spent most of its time there.
    YARN_CACHE_FOLDER: path.join(npmCache, '_yarn'),
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    XDG_CONFIG_HOME: `${home}/config`,
    XDG_CACHE_HOME: `${home}/cache`,
    // A reader's git knows who they are: create commits the new project, and add checks that it is committed.
    GIT_AUTHOR_NAME: 'Flarekit Reader',
    GIT_AUTHOR_EMAIL: 'reader@example.com',
    GIT_COMMITTER_NAME: 'Flarekit Reader',
    GIT_COMMITTER_EMAIL: 'reader@example.com',
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  });
  // The repository's .npmrc keeps npm to errors, and npm passes that on; a reader's npm prints its warnings.
  delete env.npm_config_loglevel;
  return env;
}
