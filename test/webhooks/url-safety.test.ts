import { describe, expect, it } from 'vitest';
import { guardedLookup } from '../../functions/webhooks/attempt.ts';
import { forbiddenKind, urlRefusal } from '../../functions/webhooks/url-safety.ts';

describe('webhook URL safety', () => {
  it.each([
    ['169.254.169.254', 'a metadata service address'],
    ['fd00:ec2::254', 'a metadata service address'],
    ['10.0.0.1', 'a private address'],
    ['172.31.255.255', 'a private address'],
    ['192.168.1.1', 'a private address'],
    ['100.64.0.1', 'a private address'],
    ['fd12:3456::1', 'a private address'],
    ['169.254.10.10', 'a link-local address'],
    ['fe80::1', 'a link-local address'],
    ['127.0.0.1', 'a loopback address'],
    ['::1', 'a loopback address'],
    ['0.0.0.0', 'an unspecified address'],
    ['::ffff:a00:1', 'an IPv6 address with an IPv4 address inside (IPv4-mapped)'],
    ['239.1.1.1', 'a multicast address'],
    ['ff02::1', 'a multicast address'],
    ['255.255.255.255', 'a broadcast address'],
    // IPv4 written inside IPv6 would slip past the IPv4 ranges: every such form is refused.
    ['64:ff9b::a9fe:a9fe', 'an IPv6 address with an IPv4 address inside (NAT64)'],
    ['64:ff9b:1::a00:1', 'an IPv6 address with an IPv4 address inside (NAT64)'],
    ['2002:a9fe:a9fe::1', 'an IPv6 address with an IPv4 address inside (6to4)'],
    ['::a9fe:a9fe', 'an IPv6 address with an IPv4 address inside (IPv4-compatible)'],
    ['::7f00:1', 'an IPv6 address with an IPv4 address inside (IPv4-compatible)'],
    ['::ffff:0:a9fe:a9fe', 'an IPv6 address with an IPv4 address inside (IPv4-translated)'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'an IPv6 address with an IPv4 address inside (Teredo)'],
    // Special-purpose IPv4 ranges (IANA's registry): none of them is a receiver on the internet.
    ['198.18.0.1', 'a reserved address'],
    ['198.19.255.255', 'a reserved address'],
    ['192.0.0.1', 'a reserved address'],
    ['192.0.2.1', 'a reserved address'],
    ['240.0.0.1', 'a reserved address'],
    ['2001:db8::1', 'a reserved address'],
    ['fec0::1', 'a reserved address'],
  ])('on AWS %s is %s', (address, kind) => {
    expect(forbiddenKind(address, 'aws')).toBe(kind);
  });

  it('public addresses pass; on one machine loopback passes, nothing else does', () => {
    expect(forbiddenKind('93.184.216.34', 'aws')).toBeUndefined();
    expect(forbiddenKind('2606:2800:220:1:248:1893:25c8:1946', 'aws')).toBeUndefined();
    expect(forbiddenKind('172.32.0.1', 'aws')).toBeUndefined();
    expect(forbiddenKind('198.20.0.1', 'aws')).toBeUndefined();
    expect(forbiddenKind('192.0.1.1', 'aws')).toBeUndefined();
    expect(forbiddenKind('2a05:d018::1', 'aws')).toBeUndefined();
    expect(forbiddenKind('127.0.0.1', 'local')).toBeUndefined();
    expect(forbiddenKind('::1', 'local')).toBeUndefined();
    expect(forbiddenKind('10.0.0.1', 'local')).toBe('a private address');
    expect(forbiddenKind('169.254.169.254', 'local')).toBe('a metadata service address');
  });

  it('refuses by scheme, credentials and every resolved address, with a detail a person understands', async () => {
    expect(await urlRefusal('http://93.184.216.34/', 'aws')).toBe('Webhook URLs must use https.');
    expect(await urlRefusal('ftp://127.0.0.1/', 'local')).toBe('Webhook URLs must use http or https.');
    expect(await urlRefusal('https://user:pw@93.184.216.34/', 'aws')).toMatch(/user name or password/);
    // Nothing can listen on port 0.
    expect(await urlRefusal('http://127.0.0.1:0/hook', 'local')).toMatch(/port 0/);
    expect(await urlRefusal('https://93.184.216.34:0/hook', 'aws')).toMatch(/port 0/);
    expect(await urlRefusal('https://93.184.216.34/hook', 'aws')).toBeUndefined();
    expect(await urlRefusal('http://127.0.0.1:9/hook', 'local')).toBeUndefined();
    // Host names are resolved: localhost is loopback whatever it is called.
    expect(await urlRefusal('https://localhost/hook', 'aws')).toMatch(
      /^The host localhost resolves to (127\.0\.0\.1|::1), a loopback address/,
    );
    // Other spellings of an address are normalised by the URL parser before the check.
    expect(await urlRefusal('https://2130706433/', 'aws')).toMatch(/resolves to 127\.0\.0\.1, a loopback address/);
    expect(await urlRefusal('https://[::ffff:169.254.169.254]/', 'aws')).toMatch(/IPv4-mapped/);
    expect(await urlRefusal('https://nonexistent.invalid/', 'aws')).toBe('The host nonexistent.invalid could not be resolved.');
    expect(await urlRefusal('https://[64:ff9b::a9fe:a9fe]/', 'aws')).toMatch(
      /resolves to 64:ff9b::a9fe:a9fe, an IPv6 address with an IPv4 address inside \(NAT64\)/,
    );
    expect(await urlRefusal('https://[::a9fe:a9fe]/', 'aws')).toMatch(/IPv4-compatible/);
    expect(await urlRefusal('https://198.18.0.1/', 'aws')).toMatch(/a reserved address/);
  });

  it('refuses the same addresses again at connect time (the guarded DNS lookup)', async () => {
    const lookUp = (host: string) =>
      new Promise<{ code?: string; message?: string; address?: unknown }>((resolve) =>
        guardedLookup('aws')(host, {}, (error, address) => resolve(error ? { code: error.code, message: error.message } : { address })),
      );
    for (const host of ['64:ff9b::a9fe:a9fe', '2002:a9fe:a9fe::1', '::a9fe:a9fe', '198.18.0.1', '192.0.0.8', '169.254.169.254'])
      expect(await lookUp(host), host).toMatchObject({ code: 'EFORBIDDEN', message: expect.stringContaining(`resolves to ${host}`) });
    expect(await lookUp('93.184.216.34')).toEqual({ address: '93.184.216.34' });
  });
});
