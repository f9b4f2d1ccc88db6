/**
 * Tokens the platforms want renewed but not made anew for every message: APNs' provider
 * tokens (at most one new one every 20 minutes, none older than an hour) and FCM's OAuth
 * access tokens (valid for about an hour). One per key (a team's signing key, a service
 * account), shared by every send while it is fresh; concurrent sends wait for the one being
 * made instead of each making its own. A token that could not be made is not kept.
 *
 * `now` is the real time (Date.now): the platforms check these tokens against their own
 * clocks, so the test clock (`POST /test/clock`) must not age them. Tests hand in a clock
 * of their own to see them renewed.
 */
export class TokenCache {
  readonly #entries = new Map<string, { token: Promise<string>; value?: string; renewAt: number }>();

  constructor(readonly now: () => number = Date.now) {}

  /**
   * The fresh token kept for `key`, or the one `make` makes (with the moment, by `now`, at
   * which it is to be replaced).
   */
  get(key: string, make: () => Promise<{ token: string; renewAt: number }>): Promise<string> {
    const kept = this.#entries.get(key);
    if (kept && this.now() < kept.renewAt) return kept.token;
    const entry: { token: Promise<string>; value?: string; renewAt: number } = {
      token: Promise.resolve(''),
      renewAt: Number.POSITIVE_INFINITY,
    };
    // Until it is made, later sends wait for this one.
    entry.token = make().then(
      ({ token, renewAt }) => {
        entry.value = token;
        entry.renewAt = renewAt;
        return token;
      },
      (error: unknown) => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
        throw error;
      },
    );
    this.#entries.set(key, entry);
    return entry.token;
  }

  /** Forgets `key`'s token if it is still `token`: the platform refused it, so the next send makes a new one. */
  drop(key: string, token: string): void {
    if (this.#entries.get(key)?.value === token) this.#entries.delete(key);
  }
}
