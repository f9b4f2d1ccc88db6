import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { WebhookMode } from './settings.ts';

/**
 * Address ranges a webhook may never reach: our own network and the cloud's metadata
 * service would otherwise be open to anyone who can register a URL (SSRF).
 */
const ranges: [string, string, number, 'ipv4' | 'ipv6'][] = [
  ['a metadata service address', '169.254.169.254', 32, 'ipv4'],
  ['a metadata service address', '100.100.100.200', 32, 'ipv4'],
  ['a metadata service address', 'fd00:ec2::254', 128, 'ipv6'],
  ['a loopback address', '127.0.0.0', 8, 'ipv4'],
  ['a loopback address', '::1', 128, 'ipv6'],
  ['a link-local address', '169.254.0.0', 16, 'ipv4'],
  ['a link-local address', 'fe80::', 10, 'ipv6'],
  ['a private address', '10.0.0.0', 8, 'ipv4'],
  ['a private address', '172.16.0.0', 12, 'ipv4'],
  ['a private address', '192.168.0.0', 16, 'ipv4'],
  ['a private address', '100.64.0.0', 10, 'ipv4'],
  ['a private address', 'fc00::', 7, 'ipv6'],
  ['an unspecified address', '0.0.0.0', 8, 'ipv4'],
  ['an unspecified address', '::', 128, 'ipv6'],
  ['a multicast or reserved address', '224.0.0.0', 3, 'ipv4'],
  ['a multicast address', 'ff00::', 8, 'ipv6'],
  // IPv4 written as IPv6 would slip past the IPv4 ranges above; no receiver needs it.
  ['an IPv4-mapped IPv6 address', '::ffff:0:0', 96, 'ipv6'],
];
const blocks = ranges.map(([label, network, prefix, family]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, family);
  return { label, family, list };
});

/** What kind of forbidden address this is, or undefined for a public one. */
export function forbiddenKind(address: string, mode: WebhookMode): string | undefined {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  // Same family only: BlockList matches an IPv4 address against ::ffff:0:0/96 as well.
  const hit = blocks.find((b) => b.family === family && b.list.check(address, family));
  if (!hit) return undefined;
  if (mode === 'local' && hit.label === 'a loopback address') return undefined;
  return hit.label;
}

const DNS_TIMEOUT_MS = 5_000;

/**
 * Why this URL may not receive webhooks, in words for the person registering it, or
 * undefined when it may. Every address the host resolves to must be public, so the check is
 * made at registration and again before each delivery (DNS can change in between).
 */
export async function urlRefusal(raw: string, mode: WebhookMode): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `"${raw.slice(0, 100)}" is not an absolute URL.`;
  }
  const schemes = mode === 'aws' ? ['https:'] : ['https:', 'http:'];
  if (!schemes.includes(url.protocol)) return mode === 'aws' ? 'Webhook URLs must use https.' : 'Webhook URLs must use http or https.';
  if (url.username || url.password) return 'Webhook URLs may not carry a user name or password; verify the signature instead.';

  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return `The host ${host} could not be resolved.`;
  }
  for (const address of addresses) {
    const kind = forbiddenKind(address, mode);
    if (kind) return `The host ${host} resolves to ${address}, ${kind}; webhooks are only sent to public addresses.`;
  }
  return undefined;
}

async function resolve(host: string): Promise<string[]> {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('DNS timeout')), DNS_TIMEOUT_MS).unref());
  const found = await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
  if (found.length === 0) throw new Error('no addresses');
  return found.map((a) => a.address);
}
