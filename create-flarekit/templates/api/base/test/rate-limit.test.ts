import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientKey, rateLimit } from '../src/middleware/rate-limit';

describe('clientKey', () => {
  it.each([
    ['no header', undefined, 'anonymous'],
    ['an empty header', '', 'anonymous'],
    ['IPv4', '192.0.2.1', '192.0.2.1'],
    ['IPv6, compressed', '2001:db8::1', '2001:db8:0:0::/64'],
    ['IPv6, another address of the same /64', '2001:db8::ffff:abcd:1234:5678', '2001:db8:0:0::/64'],
    ['IPv6, expanded', '2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8:0:0::/64'],
    ['IPv6, upper case', '2001:DB8::1', '2001:db8:0:0::/64'],
    ['IPv6, the next /64', '2001:db8:0:1::1', '2001:db8:0:1::/64'],
    ['IPv6, all groups written', '2a01:4f8:c17:b8f2:aa:bb:cc:dd', '2a01:4f8:c17:b8f2::/64'],
    ['IPv6 ending in ::', '2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['IPv6, ::1', '::1', '0:0:0:0::/64'],
    ['IPv4-mapped IPv6, dotted', '::ffff:192.0.2.1', '192.0.2.1'],
    ['IPv4-mapped IPv6, dotted, expanded and upper case', '0:0:0:0:0:FFFF:192.0.2.1', '192.0.2.1'],
    ['IPv4-mapped IPv6, in hex', '::ffff:c000:201', '192.0.2.1'],
    ['not an address: kept as it is, lower-cased', 'Bounds-Upload', 'bounds-upload'],
    ['two ::, not an address', '2001::db8::1', '2001::db8::1'],
    ['nine groups, not an address', '1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7:8:9'],
    ['a group of five digits, not an address', '2001:db8::12345', '2001:db8::12345'],
    ['a byte over 255 in a dotted ending, not an address', '::ffff:192.0.2.300', '::ffff:192.0.2.300'],
  ])('%s: %s is counted as %s', (_, address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});

describe('rateLimit', () => {
  const app = new Hono().use(rateLimit({ limit: 1, windowMs: 60_000, prefix: 'test' })).get('/', (c) => c.text('ok'));
  const from = (address: string) => app.request('/', { headers: { 'cf-connecting-ip': address } });

  it('gives the addresses of one IPv6 /64 one budget, and the next /64 its own', async () => {
    expect((await from('2001:db8:a::1')).status).toBe(200);
    expect((await from('2001:db8:a::2')).status).toBe(429);
    expect((await from('2001:DB8:A:0:FFFF::9')).status).toBe(429);
    expect((await from('2001:db8:a:1::1')).status).toBe(200);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    expect((await from('198.51.100.7')).status).toBe(200);
    expect((await from('::ffff:198.51.100.7')).status).toBe(429);
    expect((await from('198.51.100.8')).status).toBe(200);
  });
});
