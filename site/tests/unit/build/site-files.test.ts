import { describe, expect, it } from 'vitest';
import { cloudflareHeadersFile } from '../../../src/build/site-files.ts';
import { cacheControl } from '../../../src/shared/cache-policy.ts';
import { securityHeaders } from '../../../src/shared/headers.ts';

describe('the _headers file for Cloudflare', () => {
  it('sends the servers’ security headers for every file', () => {
    const file = cloudflareHeadersFile();
    expect(file.startsWith('/*\n')).toBe(true);
    for (const [name, value] of Object.entries(securityHeaders())) expect(file).toContain(`  ${name}: ${value}\n`);
  });

  it('gives hashed assets the same Cache-Control as the Node server', () => {
    expect(cloudflareHeadersFile()).toContain(`/assets/*\n  Cache-Control: ${cacheControl('immutable')}\n`);
  });
});
