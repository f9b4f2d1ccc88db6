import type { ServerOptions } from 'node:http';

/**
 * How long a client may take to send a request. Node's defaults (60 s for the headers, 300 s
 * for the whole request, checked every 30 s) let a client that drips a byte at a time hold a
 * socket for minutes (Slowloris); a legitimate request of this API is a few hundred bytes of
 * headers and at most MAX_BODY_BYTES (64 KB) of body, seconds even on a poor mobile link.
 * API Gateway, which the local server stands in for, gives up on a backend after 30 s too.
 */
/** From the first byte of a request to the end of its headers (also a connection that sends nothing). */
export const HEADERS_TIMEOUT_MS = 10_000;
/**
 * From the first byte to the last byte of the body: Node counts it until the whole request
 * has arrived, so it is the body-read deadline too, and dripping cannot stretch it.
 */
export const REQUEST_TIMEOUT_MS = 20_000;
/** How often Node looks for connections past those deadlines; its 30 s would let them outlive the deadlines by that much. */
export const DEADLINE_CHECK_MS = 1_000;

export const serverOptions: ServerOptions = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  connectionsCheckingInterval: DEADLINE_CHECK_MS,
  // Node would answer a missing Host with an empty 400; the server answers it as problem+json.
  requireHostHeader: false,
};
