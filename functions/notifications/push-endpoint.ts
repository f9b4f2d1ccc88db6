import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { WebhookMode } from '../webhooks/settings.ts';
import { hostRefusal } from '../webhooks/url-safety.ts';

/** A host on this very machine, by name or address: what a local server's tests run their stand-ins on. */
const isLoopbackHost = (host: string) => host === 'localhost' || (isIP(host) !== 0 && ipaddr.parse(host).range() === 'loopback');

/**
 * Why a Web Push endpoint may not be sent to (docs/contract.md, Notifications: 422
 * `invalid-push-endpoint`), in words for the person registering it, or undefined when it may.
 * Push services are public https servers; anything else would let anyone who can register a
 * device make the server POST into our own network (SSRF), the risk webhooks guard against
 * with the same check (url-safety.ts). A local server (`mode` local) accepts endpoints on this
 * machine, over http too, for tests' stand-ins. A host that resolves to nothing now is let
 * through here: the sender checks the endpoint again before each message.
 */
export async function pushEndpointRefusal(endpoint: string, mode: WebhookMode): Promise<string | undefined> {
  const url = new URL(endpoint);
  if (url.username || url.password) return 'A push endpoint may not carry a user name or password.';
  if (url.port === '0') return 'A push endpoint may not name port 0; no push service listens there.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const refusal = await hostRefusal(host, mode, 'push messages', 'allowed');
  if (refusal) return refusal;
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && mode === 'local' && isLoopbackHost(host)) return undefined;
  return `A push endpoint must use https, not ${url.protocol.replace(/:$/, '')}.`;
}
