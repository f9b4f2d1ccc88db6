import { describe, expect, it } from 'vitest';
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
    ['::ffff:a00:1', 'an IPv4-mapped IPv6 address'],
    ['239.1.1.1', 'a multicast or reserved address'],
  ])('on AWS %s is %s', (address, kind) => {
    expect(forbiddenKind(address, 'aws')).toBe(kind);
  });

  it('public addresses pass; on one machine loopback passes, nothing else does', () => {
    expect(forbiddenKind('93.184.216.34', 'aws')).toBeUndefined();
    expect(forbiddenKind('2606:2800:220:1:248:1893:25c8:1946', 'aws')).toBeUndefined();
    expect(forbiddenKind('172.32.0.1', 'aws')).toBeUndefined();
    expect(forbiddenKind('127.0.0.1', 'local')).toBeUndefined();
    expect(forbiddenKind('::1', 'local')).toBeUndefined();
    expect(forbiddenKind('10.0.0.1', 'local')).toBe('a private address');
    expect(forbiddenKind('169.254.169.254', 'local')).toBe('a metadata service address');
  });

  it('refuses by scheme, credentials and every resolved address, with a detail a person understands', async () => {
    expect(await urlRefusal('http://93.184.216.34/', 'aws')).toBe('Webhook URLs must use https.');
    expect(await urlRefusal('ftp://127.0.0.1/', 'local')).toBe('Webhook URLs must use http or https.');
    expect(await urlRefusal('https://user:pw@93.184.216.34/', 'aws')).toMatch(/user name or password/);
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
  });
});
