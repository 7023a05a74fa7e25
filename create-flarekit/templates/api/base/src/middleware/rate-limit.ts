import { createMiddleware } from 'hono/factory';

export interface RateLimitOptions {
  /** Requests allowed per window and key. */
  limit: number;
  /** Window length in milliseconds. */
  windowMs: number;
  /** Separates the counters of different limiters that share a key. */
  prefix?: string;
}

interface Counter {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window rate limiter keyed by the client's address (`cf-connecting-ip`, grouped by `clientKey`), or
 * "anonymous" when the header is missing. Counters live in the isolate's memory, so each isolate counts on its own:
 * good for a sample and for local development. For one count across isolates, use a Durable Object, or the Workers
 * Rate Limiting binding (counted per Cloudflare location).
 */
export function rateLimit({ limit, windowMs, prefix = 'api' }: RateLimitOptions) {
  const counters = new Map<string, Counter>();

  return createMiddleware(async (c, next) => {
    const now = Date.now();
    const key = `${prefix}:${clientKey(c.req.header('cf-connecting-ip'))}`;
    let counter = counters.get(key);
    if (!counter || counter.resetAt <= now) {
      counter = { count: 0, resetAt: now + windowMs };
      counters.set(key, counter);
    }
    counter.count += 1;

    const headers = {
      'X-RateLimit-Limit': String(limit),
      'X-RateLimit-Remaining': String(Math.max(0, limit - counter.count)),
      'X-RateLimit-Reset': String(Math.ceil(counter.resetAt / 1000)),
    };

    if (counter.count > limit) {
      return c.json({ error: 'Too many requests' }, 429, {
        ...headers,
        'Retry-After': String(Math.ceil((counter.resetAt - now) / 1000)),
      });
    }
    await next();
    // Set after next(): a handler that returns a raw Response (Better Auth, a file download)
    // replaces the context's response, and headers set before next() would be lost with it.
    // c.header() copies a finalized response first, so immutable headers are no problem.
    for (const [name, value] of Object.entries(headers)) {
      c.header(name, value);
    }
  });
}

/**
 * Who a request counts against: an IPv4 address as it is; an IPv6 address by its /64 prefix, the network one
 * subscriber gets (a client can take a new address inside it for every request); an IPv4-mapped IPv6 address
 * (`::ffff:192.0.2.1`) as its IPv4 address; "anonymous" without one. Better Auth's own limiter groups IPv6 the same way.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'anonymous';
  const text = address.trim().toLowerCase();
  const groups = text.includes(':') ? ipv6Groups(text) : undefined;
  if (!groups) return text;
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
  }
  return `${[g0, g1, g2, g3].map((group = 0) => group.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (`::` filled in, a dotted IPv4 ending read), or undefined if it is none. */
function ipv6Groups(text: string): number[] | undefined {
  const dotted = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  let hex = text;
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(2).map(Number);
    if ([a, b, c, d].some((byte) => byte > 255)) return undefined;
    hex = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = hex.split('::');
  if (halves.length > 2) return undefined;
  const [left = [], right = []] = halves.map((half) => (half === '' ? [] : half.split(':')));
  const missing = 8 - left.length - right.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const all = [...left, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...right];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return all.map((group) => Number.parseInt(group, 16));
}

/** General API limit: 100 requests per 1-minute window. */
export const apiRateLimit = rateLimit({ limit: 100, windowMs: 60 * 1000, prefix: 'api' });

/** Sign-in attempts: 5 per 15 minutes. */
export const signInRateLimit = rateLimit({ limit: 5, windowMs: 15 * 60 * 1000, prefix: 'sign-in' });

/** Sign-in attempts in development: 5 per minute. */
export const devSignInRateLimit = rateLimit({ limit: 5, windowMs: 60 * 1000, prefix: 'sign-in-dev' });
