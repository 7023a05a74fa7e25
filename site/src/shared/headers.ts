import { createHash } from 'node:crypto';
import { HEAD_SCRIPT } from './head-script.ts';

/**
 * The response header policy, one source for both servers: the Node server and the Worker add these in code, and the
 * build writes them to `_headers` for the static assets Cloudflare serves without running the Worker.
 */

/** The one inline script (theme before first paint) is allowed by its hash; no other inline script can run. */
export function contentSecurityPolicy(): string {
  const headScriptHash = createHash('sha256').update(HEAD_SCRIPT).digest('base64');
  return [
    "default-src 'self'",
    `script-src 'self' 'sha256-${headScriptHash}'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
