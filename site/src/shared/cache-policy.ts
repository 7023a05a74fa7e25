/**
 * Every Cache-Control the site sends, from one function: the Node server's static files, the search API and the
 * /search page on both servers, and the `_headers` file Cloudflare applies to the static assets it serves itself.
 */

/** Hashed build output lives here: its names change when its content does. */
export const IMMUTABLE_PREFIX = '/assets/';

export type CacheKind =
  /** Hashed assets: cached for a year. */
  | 'immutable'
  /** Pages and other unhashed files: always revalidated (cheap with ETags). */
  | 'revalidate'
  /** Search answers and the /search page: the index only changes with a deploy, so five minutes is safe. */
  | 'search'
  /** Errors (a bad query, the 404 page): never stored. */
  | 'none';

const CACHE_CONTROL: Record<CacheKind, string> = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, max-age=0, must-revalidate',
  search: 'public, max-age=300',
  none: 'no-store',
};

export function cacheControl(kind: CacheKind): string {
  return CACHE_CONTROL[kind];
}

/** The kind of a static file by its URL path. */
export function staticFileCacheKind(urlPath: string): 'immutable' | 'revalidate' {
  return urlPath.startsWith(IMMUTABLE_PREFIX) ? 'immutable' : 'revalidate';
}
