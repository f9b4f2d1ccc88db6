/**
 * What the AWS design of the budgets costs (functions/fair-share/leased-store.ts): requests
 * offered at a steady rate to one bucket, spread in turn over several stores standing for
 * several function instances, against one DynamoDB. Time is simulated (each store is handed
 * the moment), so a 10 s load takes only as long as its DynamoDB requests. Shared by
 * test/fair-share/leased-store.test.ts, which checks the figures, and `npm run bench fair`,
 * which prints them.
 */
import { countRequests } from '../functions/adapters/dynamo.ts';
import { LeasedStore } from '../functions/fair-share/leased-store.ts';
import type { Policy } from '../functions/fair-share/policies.ts';

const TICK_MS = 20;

export interface Offered {
  offered: number;
  admitted: number;
  /** What the budget allows in that time: its burst and its rate times the seconds. */
  allowance: number;
  /** DynamoDB requests made by all the stores together. */
  dynamodb: number;
  perRequest: number;
}

/** Offers `perSecond` requests a second for `seconds` to `bucket`, over `instances` stores, each 20 ms tick's requests at once. */
export async function offerToLeasedStores(
  bucket: string,
  policy: Policy,
  perSecond: number,
  seconds: number,
  instances = 8,
): Promise<Offered> {
  const stores = Array.from({ length: instances }, () => new LeasedStore());
  const perTick = (perSecond * TICK_MS) / 1000;
  let now = Date.now();
  let offered = 0;
  let admitted = 0;
  let owed = 0;
  const { requests } = await countRequests(async () => {
    for (let t = 0; t < (seconds * 1000) / TICK_MS; t++) {
      owed += perTick;
      const at = now;
      const decisions = await Promise.all(
        Array.from({ length: Math.floor(owed) }, () => stores[offered++ % instances]!.take(bucket, policy, at)),
      );
      owed -= decisions.length;
      admitted += decisions.filter((d) => d.admitted).length;
      now += TICK_MS;
    }
  });
  const dynamodb = Object.values(requests).reduce((a, b) => a + b, 0);
  return { offered, admitted, allowance: policy.burst + policy.rate * seconds, dynamodb, perRequest: dynamodb / offered };
}
