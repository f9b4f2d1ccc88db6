import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { WebhookMode } from './settings.ts';

/**
 * Only public unicast addresses may receive webhooks: our own network and the cloud's
 * metadata service would otherwise be open to anyone who can register a URL (SSRF). The
 * special-purpose ranges are ipaddr.js's (kept from IANA's registries), not a list of ours;
 * every range but `unicast` is refused, each named here in words for the person registering.
 */
const kinds: Record<string, string> = {
  loopback: 'a loopback address',
  linkLocal: 'a link-local address',
  private: 'a private address',
  uniqueLocal: 'a private address',
  carrierGradeNat: 'a private address',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  broadcast: 'a broadcast address',
  // An IPv4 address written inside an IPv6 one reaches that IPv4 address through a
  // translator or tunnel, slipping past the IPv4 ranges: no form of it is allowed.
  ipv4Mapped: 'an IPv6 address with an IPv4 address inside (IPv4-mapped)',
  rfc6145: 'an IPv6 address with an IPv4 address inside (IPv4-translated)',
  rfc6052: 'an IPv6 address with an IPv4 address inside (NAT64)',
  '6to4': 'an IPv6 address with an IPv4 address inside (6to4)',
  teredo: 'an IPv6 address with an IPv4 address inside (Teredo)',
};

/** Named apart: link-local or private already, but worth saying what they are. */
const metadataServices = new Set(['169.254.169.254', '100.100.100.200', 'fd00:ec2::254']);

/**
 * `::/96`, the deprecated IPv4-compatible form (RFC 4291): ipaddr.js names only `::` and
 * `::1` in it and would call the rest unicast.
 */
const ipv4Compatible = ipaddr.parseCIDR('::/96');

/** What kind of forbidden address this is, or undefined for a public one. */
export function forbiddenKind(address: string, mode: WebhookMode): string | undefined {
  if (!ipaddr.isValid(address)) return 'not an address that can be checked';
  const ip = ipaddr.parse(address);
  if (metadataServices.has(ip.toString())) return 'a metadata service address';
  let range: string = ip.range();
  if (range === 'unicast' && ip.kind() === 'ipv6' && ip.match(ipv4Compatible)) range = 'ipv4Compatible';
  if (range === 'unicast') return undefined;
  if (mode === 'local' && range === 'loopback') return undefined;
  if (range === 'ipv4Compatible') return 'an IPv6 address with an IPv4 address inside (IPv4-compatible)';
  return kinds[range] ?? 'a reserved address';
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
  // Port 0 names no port a receiver can listen on: every delivery would fail.
  if (url.port === '0') return 'Webhook URLs may not name port 0; no receiver can listen there.';

  return hostRefusal(url.hostname.replace(/^\[|\]$/g, ''), mode, 'webhooks');
}

/**
 * Why messages may not be sent to `host`, in words for the person registering it (`purpose`
 * names what is sent: webhooks, push messages), or undefined when every address it resolves to
 * is public. Webhooks and Web Push endpoints share it: both are URLs anyone can register.
 * `unresolved` says what a name that resolves to nothing (now) is: refused, or let through
 * to the check made again before each message.
 */
export async function hostRefusal(
  host: string,
  mode: WebhookMode,
  purpose: string,
  unresolved: 'refused' | 'allowed' = 'refused',
): Promise<string | undefined> {
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return unresolved === 'refused' ? `The host ${host} could not be resolved.` : undefined;
  }
  for (const address of addresses) {
    const kind = forbiddenKind(address, mode);
    if (kind) return `The host ${host} resolves to ${address}, ${kind}; ${purpose} are only sent to public addresses.`;
  }
  return undefined;
}

async function resolve(host: string): Promise<string[]> {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('DNS timeout')), DNS_TIMEOUT_MS).unref());
  const found = await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
  if (found.length === 0) throw new Error('no addresses');
  return found.map((a) => a.address);
}
