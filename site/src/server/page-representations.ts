/**
 * A page in two representations at one URL: its HTML, and its markdown (the `.md` file the build writes next to it)
 * for a request whose Accept header prefers `text/markdown` (accept.ts). Both answers come from the static files
 * (disk on Node, the asset binding on Workers), so each keeps its own ETag, Cache-Control and 304 handling, and both
 * carry `Vary: Accept` so that caches keep them apart.
 */
import { cacheControl } from '../shared/cache-policy.ts';
import { DOCS_PREFIX } from '../shared/routes.ts';
import { prefersMarkdown } from './accept.ts';

/** Answers a GET or HEAD for a built file: pages, assets and the 404 page (from disk on Node, from ASSETS on Workers). */
export type ServeStatic = (request: Request) => Response | Promise<Response>;

export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';

/**
 * The markdown of the page at `pathname`: `/docs/a/b` → `/docs/a/b.md`, the home page → `/llms.txt` (the site's index
 * in markdown). Undefined for what is not a page address — a file (`/assets/x.js`, `/docs/a/b.md`), a folder form
 * (`/docs/a/b/`, which the static files redirect) or a path outside /docs/ — so those are served as they are. (On
 * Workers only `/` and `/docs/*` reach the Worker before the assets: wrangler.jsonc.)
 */
export function markdownPathOf(pathname: string): string | undefined {
  if (pathname === '/') return '/llms.txt';
  if (!pathname.startsWith(DOCS_PREFIX) || pathname.endsWith('/')) return undefined;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.includes('.')) return undefined;
  return `${pathname}.md`;
}

/** Adds `Accept` to the response's Vary (a copy: responses from the asset binding have immutable headers). */
function varyOnAccept(response: Response, contentType?: string): Response {
  const copy = new Response(response.body, response);
  const vary = copy.headers.get('Vary');
  if (!vary?.split(',').some((name) => name.trim().toLowerCase() === 'accept')) {
    copy.headers.set('Vary', vary ? `${vary}, Accept` : 'Accept');
  }
  if (contentType) copy.headers.set('Content-Type', contentType);
  return copy;
}

function markdownNotFound(request: Request): Response {
  const origin = new URL(request.url).origin;
  const body =
    '# Page not found\n\nThere is no page at this address. Every page is listed, with a link to its markdown, in ' +
    `${origin}/llms.txt.\n`;
  return new Response(request.method === 'HEAD' ? null : body, {
    status: 404,
    headers: { 'Content-Type': MARKDOWN_CONTENT_TYPE, 'Cache-Control': cacheControl('none'), Vary: 'Accept' },
  });
}

/** The static files with the pages negotiated: markdown for a request that prefers it, HTML otherwise. */
export function withPageMarkdown(serveStatic: ServeStatic): ServeStatic {
  return async (request) => {
    const url = new URL(request.url);
    const markdownPath = markdownPathOf(url.pathname);
    if (markdownPath === undefined) return serveStatic(request);
    if (!prefersMarkdown(request.headers.get('Accept'))) return varyOnAccept(await serveStatic(request));
    const target = new URL(url);
    target.pathname = markdownPath;
    const markdown = await serveStatic(new Request(target, { method: request.method, headers: request.headers }));
    if (markdown.status === 200 || markdown.status === 304) return varyOnAccept(markdown, MARKDOWN_CONTENT_TYPE);
    await markdown.body?.cancel();
    return markdownNotFound(request);
  };
}
