import type { IncomingMessage } from 'node:http';
import { Problem } from '../../functions/http/problem.ts';

/**
 * The URL a request is routed by, or why it cannot be routed (400 invalid-request). Node's
 * parser has checked the request line's characters; left to the server are a target the URL
 * parser cannot read (`//[/`, a port past 65535) and RFC 9112's Host rule: every HTTP/1.1
 * request has exactly one Host header, and it is a host with an optional port.
 */
export function requestUrl(req: IncomingMessage): URL | Problem {
  const hosts = req.headersDistinct.host ?? [];
  if (req.httpVersion !== '1.0' && hosts.length !== 1)
    return new Problem(
      'invalid-request',
      hosts.length ? 'The request has more than one Host header; send one.' : 'An HTTP/1.1 request needs a Host header.',
    );
  const host = hosts[0];
  if (host !== undefined && !isHost(host))
    return new Problem('invalid-request', `The Host header ${quote(host)} is not a host name or address with an optional port.`);
  try {
    return new URL(req.url ?? '/', 'http://localhost');
  } catch {
    return new Problem('invalid-request', `The request target ${quote(req.url ?? '')} is not a path (or URL) that can be read.`);
  }
}

/** `host[:port]` as a URL's authority, without the user, path or query the URL parser would also take. */
const isHost = (host: string) => !/[\s/?#@\\]/.test(host) && URL.canParse(`http://${host}`);

const quote = (text: string) => JSON.stringify(text.length > 100 ? `${text.slice(0, 100)}…` : text);
