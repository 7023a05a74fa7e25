/**
 * Load generation with autocannon against a local server: a fixed number of connections for a fixed time, each request
 * taking the next path of a rotating list (shared by all connections, so the mix is the same whatever the speed).
 */
import { createRequire } from 'node:module';
import autocannon, { type Result } from 'autocannon';
import { QUERIES } from '../search-quality/queries.ts';

/**
 * autocannon appends every response body to a string (`req.body += chunk` in lib/pipelinedRequestsQueue.js), which
 * decodes it as UTF-8 — slow for compressed, binary answers (autocannon issue #362). With the load generator on the same
 * two cores as the server, that decoding cost more than the server spent answering: under brotli answers the load
 * generator ran out of CPU while the server was mostly idle. No load here reads bodies (no `onResponse`, no
 * `expectBody`) and autocannon counts bytes separately, so bodies are dropped as they arrive, for every set-up alike.
 */
const requestQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody(data: unknown): void };
};
requestQueue.prototype.addBody = () => {};

/** What a browser sends with its search requests: the endpoint compresses its answers for it. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };

/** The search-quality query set as /api/search paths (76 queries of eight kinds). */
export const SEARCH_PATHS = QUERIES.map(({ query }) => `/api/search?query=${encodeURIComponent(query)}`);

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p975: number;
  p99: number;
  max: number;
  /** Mean response size (body and headers) in bytes. */
  bytesPerResponse: number;
  total: number;
  errors: number;
  non2xx: number;
}

export async function load(
  baseUrl: string,
  options: { paths: readonly string[]; connections?: number; seconds?: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  let next = 0;
  const paths = options.paths;
  const result: Result = await autocannon({
    url: baseUrl,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 10,
    headers: options.headers ?? {},
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
      },
    ],
  });
  const total = result['2xx'] + result.non2xx;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    bytesPerResponse: total > 0 ? result.throughput.total / total : 0,
    total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
