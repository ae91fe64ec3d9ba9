/**
 * Who the client is, for every per-client limit and for the `ip` stored on enquiries: `TRUST_PROXY` trusts exactly the
 * configured proxies (none, N hops, or an address list) and the client is taken from the right end of
 * X-Forwarded-For, so a forged left part changes nothing; IPv6 clients are counted per /64, IPv4-mapped IPv6 per
 * IPv4 address.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read JSON replies loosely */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../src/config.ts';
import { clientKey } from '../src/http/client.ts';
import { eachDialect, startTestServer, type TestServer } from './helpers.ts';

const enquiry = (n: number) => ({
  name: `Visitor ${n}`,
  emailId: `v${n}@example.com`,
  message: 'Hello',
  enquiryCategory: 'FOOTER',
});

describe('clientKey', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['::ffff:c633:6407', '198.51.100.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0:0:0:1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
  ])('%s → %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});

describe('TRUST_PROXY values', () => {
  it('reads 0 (none), a number of hops and an address list; refuses "true" and junk', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('3')).toBe(3);
    expect(parseTrustProxy('10.0.0.0/8, 192.0.2.1,2001:db8::/32,loopback')).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      '2001:db8::/32',
      'loopback',
    ]);
    expect(() => parseTrustProxy('true')).toThrow(/number of proxy hops/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});

describe('every per-client key is built by clientKey', () => {
  it('no limit key is built from request.ip directly', () => {
    const src = path.join(import.meta.dirname, '../src');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (full.endsWith('.ts'))
          fs.readFileSync(full, 'utf8')
            .split('\n')
            .forEach((line, i) => {
              // Showing or storing the address itself is fine (the enquiry's `ip`, a mail text); a limit key or counter
              // built from it must go through clientKey.
              if (/request\.ip\b/.test(line) && /key|limit|-ip:/i.test(line) && !full.endsWith('client.ts'))
                offenders.push(`${path.relative(src, full)}:${i + 1}: ${line.trim()}`);
            });
      }
    };
    walk(src);
    expect(offenders).toEqual([]);
  });
});

eachDialect('client identity behind proxies', (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const post = (s: TestServer, n: number, peer: string, forwardedFor?: string): ReturnType<TestServer['request']> =>
    s.request('POST', '/api/enquiries', {
      json: enquiry(n),
      ip: peer,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
  const storedIps = async (s: TestServer) =>
    (await s.ctx.db.selectFrom('enquiries').select('ip').orderBy('id').execute()).map((row) => row.ip);

  it('TRUST_PROXY=1: the client is the right-most X-Forwarded-For entry; a forged left part is ignored', async () => {
    server = await startTestServer(dialect, {}, { TRUST_PROXY: '1' });
    for (let i = 0; i < 10; i++) {
      expect((await post(server, i, '10.0.0.1', `203.0.113.${i}, 198.51.100.9`)).status).toBe(201);
    }
    const over = await post(server, 10, '10.0.0.1', '203.0.113.200, 198.51.100.9');
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('Too many messages. Please try again later.');
    expect(new Set(await storedIps(server))).toEqual(new Set(['198.51.100.9']));
    // Another client behind the same proxy has its own budget.
    expect((await post(server, 11, '10.0.0.1', '198.51.100.10')).status).toBe(201);
  });

  it('TRUST_PROXY=2: two hops are proxies, the third address from the right is the client', async () => {
    server = await startTestServer(dialect, {}, { TRUST_PROXY: '2' });
    expect((await post(server, 0, '10.0.0.1', '203.0.113.1, 198.51.100.9, 10.0.0.2')).status).toBe(201);
    expect(await storedIps(server)).toEqual(['198.51.100.9']);
  });

  it('TRUST_PROXY as a list: only listed peers may forward; other peers are the client themselves', async () => {
    server = await startTestServer(dialect, {}, { TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' });
    await post(server, 0, '10.0.0.1', '203.0.113.1, 198.51.100.9, 10.1.2.3');
    await post(server, 1, '192.0.2.1', '198.51.100.10');
    await post(server, 2, '203.0.113.50', '198.51.100.11');
    expect(await storedIps(server)).toEqual(['198.51.100.9', '198.51.100.10', '203.0.113.50']);
  });

  it('TRUST_PROXY unset: X-Forwarded-For is ignored', async () => {
    server = await startTestServer(dialect);
    await post(server, 0, '203.0.113.50', '198.51.100.11');
    expect(await storedIps(server)).toEqual(['203.0.113.50']);
  });

  it('IPv6 clients share one budget per /64; another /64 has its own', async () => {
    server = await startTestServer(dialect);
    for (let i = 0; i < 10; i++) {
      expect((await post(server, i, `2001:db8:1:2:${(i + 1).toString(16)}::${i + 7}`)).status).toBe(201);
    }
    expect((await post(server, 10, '2001:db8:1:2:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await post(server, 11, '2001:db8:1:3::1')).status).toBe(201);
    // The stored ip is the address itself, not the /64.
    expect((await storedIps(server))[0]).toBe('2001:db8:1:2:1::7');
  });

  it('IPv4-mapped IPv6 addresses count per IPv4 address (shared with the plain IPv4 form)', async () => {
    server = await startTestServer(dialect);
    for (let i = 0; i < 5; i++) expect((await post(server, i, '::ffff:198.51.100.1')).status).toBe(201);
    for (let i = 5; i < 10; i++) expect((await post(server, i, '198.51.100.1')).status).toBe(201);
    expect((await post(server, 10, '::ffff:198.51.100.1')).status).toBe(429);
    expect((await post(server, 11, '::ffff:198.51.100.2')).status).toBe(201);
  });
});
