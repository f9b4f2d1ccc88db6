import type { Violation } from '../../domain/kernel/index.ts';

/**
 * The contract's error codes (docs/contract.md) with their usual HTTP status. Beyond docs/contract.md's own:
 * `route-not-found` (its "404 with a code naming what was not found" for a path),
 * `webhook-not-found` and `invalid-webhook-url` (the webhooks issue), and `internal-error`
 * for a failure of ours, never of what the client sent. `unavailable` is docs/contract.md's answer
 * when the server cannot serve for its own reasons (its database is unreachable). `rate-limited`:
 * a request past its fair-share budget (functions/fair-share/), or too many sign-ups from one
 * address in a minute (functions/players/sign-up-limit.ts).
 */
export const problemStatus = {
  'invalid-request': 400,
  'invalid-config': 400,
  'invalid-command': 400,
  unauthenticated: 401,
  'not-creator': 403,
  'not-seated': 403,
  'game-not-found': 404,
  'board-not-found': 404,
  'player-not-found': 404,
  'webhook-not-found': 404,
  'app-not-found': 404,
  'ticket-not-found': 404,
  'device-not-found': 404,
  'route-not-found': 404,
  'game-full': 409,
  'already-started': 409,
  'not-enough-players': 409,
  'not-your-turn': 409,
  'wrong-step': 409,
  'game-over': 409,
  'not-started': 409,
  'version-conflict': 409,
  'hints-off': 409,
  'not-ended': 409,
  'token-claimed': 409,
  'insufficient-chips': 409,
  'stakes-no-bots': 409,
  'not-rated-yet': 409,
  'already-searching': 409,
  'already-matched': 409,
  'push-not-configured': 409,
  'illegal-move': 422,
  'idempotency-key-reused': 422,
  'invalid-webhook-url': 422,
  'invalid-push-endpoint': 422,
  'rate-limited': 429,
  'internal-error': 500,
  unavailable: 503,
} as const;

export type ProblemCode = keyof typeof problemStatus;

const titles: Partial<Record<ProblemCode, string>> = {
  'invalid-request': 'The request does not fit this endpoint',
  'invalid-config': 'The game config is not valid',
  'invalid-command': 'Not a command of this game',
  unauthenticated: 'A valid bearer token is needed',
  'illegal-move': 'The rules do not allow this move',
  'version-conflict': 'The game has moved on',
  'internal-error': 'Something went wrong on our side',
  unavailable: 'The service is unavailable for a moment',
  'rate-limited': 'Too many requests',
};

/** An RFC 9457 problem, thrown by handlers and turned into application/problem+json at the edge. */
export class Problem extends Error {
  readonly status: number;
  /** `status` only where HTTP has a more exact one for the code (413 for an invalid request too large to read). */
  constructor(
    readonly code: ProblemCode,
    readonly detail: string,
    status?: number,
    /** When to try again (Retry-After, seconds), for `rate-limited`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail);
    this.status = status ?? problemStatus[code];
  }

  /** The application/problem+json body; `requestId` is the X-Request-Id of the answer it goes in. */
  bodyFor(requestId: string) {
    return {
      type: `https://organized-chaos.dev/problems/${this.code}`,
      title: titles[this.code] ?? this.code.replaceAll('-', ' ').replace(/^./, (c) => c.toUpperCase()),
      status: this.status,
      detail: this.detail,
      code: this.code,
      requestId,
    };
  }
}

export const fromViolation = (v: Violation) => new Problem(v.violation, v.detail);
