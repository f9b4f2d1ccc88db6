import { Problem } from './problem.ts';
import type { Counted } from '../fair-share/gate.ts';
import type { PolicyName } from '../fair-share/policies.ts';

const whose: Record<PolicyName, string> = {
  commands: "your player's command budget",
  app: "the app's request budget",
  player: "your player's request budget",
  address: "your address's request budget (requests with no player's token or app key)",
};

/** The 429 of a request past its budget: which budget, its rate, and when to try again. */
export function rateLimited({ policy, retryAfterSeconds }: Counted): Problem {
  return new Problem(
    'rate-limited',
    `This request is past ${whose[policy.name]} of ${policy.rate} a second (${policy.burst} at once); nothing was done. Try again in ${retryAfterSeconds} s.`,
    undefined,
    retryAfterSeconds,
  );
}
