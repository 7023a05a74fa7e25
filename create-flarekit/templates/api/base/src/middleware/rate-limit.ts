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
 * Fixed-window rate limiter keyed by the client IP (`cf-connecting-ip`), or "anonymous" when the header
 * is missing. Counters live in the isolate's memory: good for a sample and for local development. For one count
 * across isolates, use a Durable Object, or the Workers Rate Limiting binding (counted per Cloudflare location).
 */
export function rateLimit({ limit, windowMs, prefix = 'api' }: RateLimitOptions) {
  const counters = new Map<string, Counter>();

  return createMiddleware(async (c, next) => {
    const now = Date.now();
    const key = `${prefix}:${c.req.header('cf-connecting-ip') ?? 'anonymous'}`;
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

/** General API limit: 100 requests per 1-minute window. */
export const apiRateLimit = rateLimit({ limit: 100, windowMs: 60 * 1000, prefix: 'api' });

/** Sign-in attempts: 5 per 15 minutes. */
export const signInRateLimit = rateLimit({ limit: 5, windowMs: 15 * 60 * 1000, prefix: 'sign-in' });

/** Sign-in attempts in development: 5 per minute. */
export const devSignInRateLimit = rateLimit({ limit: 5, windowMs: 60 * 1000, prefix: 'sign-in-dev' });
