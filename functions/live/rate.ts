/**
 * The rate a connection may send at (docs/contract.md, Live updates: more than 20 messages a second
 * closes it), one rule for both places that hold a connection to it: the local WebSocket server
 * (infra/local/live-server.ts), which keeps a connection's state in memory, and the WebSocket
 * routes' function on AWS (message-rate.ts), which keeps it in the read table, since API
 * Gateway's own throttle is per stage, not per connection.
 */
export const MAX_MESSAGES_PER_SECOND = 20;

/** Why a connection over the rate is closed, in its close frame (locally) or its last message (AWS). */
export const OVER_RATE = `more than ${MAX_MESSAGES_PER_SECOND} messages a second`;

/** A message's share of a second. */
const SPACING_MS = 1000 / MAX_MESSAGES_PER_SECOND;

/**
 * The generic cell rate algorithm (a token bucket of 20, refilled 20 a second, kept as one
 * number): `due` is when the connection's earlier messages are paid for. A message at `now`
 * moves it on by 1/20 s from whichever is later; one that would put it more than a second ahead
 * is over the rate (undefined). So 20 at once pass and the 21st does not, and a connection
 * that keeps to 20 a second is never refused. One number, so on AWS a conditional write keeps it.
 */
export function afterMessage(due: number | undefined, now: number): number | undefined {
  const next = Math.max(due ?? now, now) + SPACING_MS;
  return next - now > 1000 ? undefined : next;
}
