import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheControl, staticFileCacheKind } from '../shared/cache-policy.ts';
import { ENCODINGS, preferredEncoding } from './content-encoding.ts';
import { decodeUriPart } from '../shared/routes.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/** Files for the Cloudflare asset host only, never served. */
const PLATFORM_FILES = new Set(['/_headers', '/.assetsignore']);

/** File bodies up to this total are kept in memory (read once at start-up); beyond it, files are read per request. */
const MEMORY_BUDGET_BYTES = 64 * 1024 * 1024;

/** A body to send: its bytes when they fit the memory budget, else the file to read. */
type Body = { bytes: Buffer } | { file: string };

interface StaticFile {
  contentType: string;
  etag: string;
  cacheControl: string;
  identity: Body;
  /** Precompressed variants written by the build, by encoding. */
  encodings: { br?: Body; gzip?: Body };
}

/**
 * Serves the built site from a table made once at start-up (bodies kept in memory up to 64 MiB, then read from disk
 * per request). A request is answered only when its decoded path is a key of
 * the table, so no URL — `..`, `%2e%2e`, `%2f`, backslashes, double encoding — can reach a file outside the build
 * output. Pages are served at their clean URL (`/docs/a/b` → docs/a/b.html); `/docs/a/b/` and `/docs/a/b.html` redirect
 * there; unknown paths get the 404 page with status 404.
 */
export async function createStaticFiles(
  rootDir: string,
  { memoryBudgetBytes = MEMORY_BUDGET_BYTES }: { memoryBudgetBytes?: number } = {},
) {
  const table = new Map<string, StaticFile>();
  const redirects = new Map<string, string>();
  let budget = memoryBudgetBytes;
  /** Read now while the bytes fit the memory budget; past it, only the path is kept and the file is read per request. */
  const body = (file: string, size: number): Body => {
    if (size > budget) return { file };
    budget -= size;
    return { bytes: readFileSync(file) };
  };
  const files = await listFiles(rootDir);
  const present = new Set(files);
  const servable = files.filter(
    (relative) => !relative.endsWith('.gz') && !relative.endsWith('.br') && !PLATFORM_FILES.has(urlPathOf(relative)),
  );
  // Synchronous: nothing is served before the table is complete, and a synchronous read of a small file costs a
  // fraction of an asynchronous one (which takes four trips through the thread pool).
  for (const relative of servable) {
    const file = path.join(rootDir, relative);
    const urlPath = urlPathOf(relative);
    const info = statSync(file);
    const identity = body(file, info.size);
    const variant = (suffix: string) =>
      present.has(`${relative}${suffix}`) ? body(`${file}${suffix}`, statSync(`${file}${suffix}`).size) : undefined;
    const br = variant('.br');
    const gzip = variant('.gz');
    const entry: StaticFile = {
      contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      // A hash of the content when it is in memory anyway (the same on every server of one build); else size and
      // modification time, as most servers do, so that start-up never reads a file it does not keep.
      etag: `"${'bytes' in identity ? createHash('sha1').update(identity.bytes).digest('base64url') : `${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}`}"`,
      cacheControl: cacheControl(staticFileCacheKind(urlPath)),
      identity,
      encodings: { ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) },
    };
    if (urlPath.endsWith('.html')) {
      const clean = urlPath === '/index.html' ? '/' : urlPath.replace(/(?:\/index)?\.html$/, '');
      table.set(clean, entry);
      if (clean !== urlPath) redirects.set(urlPath, clean);
      if (clean !== '/') redirects.set(`${clean}/`, clean);
    } else {
      table.set(urlPath, entry);
    }
  }
  const notFound = table.get('/404');
  table.delete('/404');
  redirects.delete('/404/');
  redirects.delete('/404.html');

  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const pathname = decodeUriPart(url.pathname) ?? '';
    const target = redirects.get(pathname);
    // 307, as Cloudflare's asset host answers
    if (target) return new Response(null, { status: 307, headers: { Location: target + url.search } });
    const entry = table.get(pathname);
    if (entry) return send(request, entry, 200);
    if (notFound) return send(request, notFound, 404);
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=UTF-8' } });
  };
}

async function send(request: Request, entry: StaticFile, status: 200 | 404): Promise<Response> {
  const headers = new Headers({
    'Content-Type': entry.contentType,
    'Cache-Control': entry.cacheControl,
    Vary: 'Accept-Encoding',
  });
  if (status === 200) {
    headers.set('ETag', entry.etag);
    const ifNoneMatch = request.headers.get('If-None-Match');
    if (
      ifNoneMatch &&
      ifNoneMatch.split(',').some((tag) => tag.trim() === entry.etag || tag.trim() === `W/${entry.etag}`)
    ) {
      return new Response(null, { status: 304, headers });
    }
  } else {
    headers.set('Cache-Control', cacheControl('none'));
  }
  const encoding = preferredEncoding(
    request.headers.get('Accept-Encoding'),
    ENCODINGS.filter((candidate) => entry.encodings[candidate]),
  );
  const chosen = (encoding && entry.encodings[encoding]) || entry.identity;
  if (encoding) headers.set('Content-Encoding', encoding);
  const bytes = 'bytes' in chosen ? chosen.bytes : await readFile(chosen.file);
  headers.set('Content-Length', String(bytes.byteLength));
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(bytes), { status, headers });
}

function urlPathOf(relative: string): string {
  return `/${relative.split(path.sep).join('/')}`;
}

async function listFiles(rootDir: string): Promise<string[]> {
  const entries = await readdir(rootDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(rootDir, path.join(entry.parentPath, entry.name)));
}
