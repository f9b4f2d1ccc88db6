/**
 * The budgets of a deployed stack (functions/fair-share/leased-store.ts) against DynamoDB
 * Local: several function instances, each with a store of its own, share one bucket item by
 * leasing slices of it. Under a burst spread over the instances, what they admit together stays
 * within the budget's allowance (burst + rate × time); within the budget, nothing is refused;
 * and the DynamoDB requests per request are few: a lease is one write, a refusal none. The
 * figures are printed for docs/scale.md (and by `npm run bench fair`). Time is simulated: nothing waits.
 */
import { describe, expect, it } from 'vitest';
import { offerToLeasedStores as offer } from '../../bench/leased-budgets.ts';
import { sliceOf } from '../../functions/fair-share/leased-store.ts';
import type { Policy } from '../../functions/fair-share/policies.ts';
import { useTables } from '../support/tables.ts';

useTables();

const app: Policy = { name: 'app', rate: 50, burst: 100 };
describe('budgets leased from DynamoDB by several instances', () => {
  it('a burst at ten times the rate over eight instances: admitted within the allowance, refusals without requests', async () => {
    const result = await offer('app#a_burst', app, 500, 10);
    console.info(`burst: ${JSON.stringify(result)}`);
    expect(result.admitted).toBeLessThanOrEqual(result.allowance);
    // Tokens leased and lapsed unspent are the only loss: most of the allowance is served.
    expect(result.admitted).toBeGreaterThanOrEqual(0.8 * result.allowance);
    // A few writes a slice (the lease, and the instances that lost it), and most requests refused from memory.
    expect(result.dynamodb).toBeLessThan((3 * result.admitted) / sliceOf(app));
    expect(result.perRequest).toBeLessThan(0.1);
  });

  it('within the budget over eight instances: nothing refused, under a write a request', async () => {
    const result = await offer('app#a_steady', app, 40, 10);
    console.info(`steady: ${JSON.stringify(result)}`);
    expect(result.admitted).toBe(result.offered);
    expect(result.perRequest).toBeLessThan(1);
  });

  it("a player's commands, one slice a token: exact, a write per command", async () => {
    const commands: Policy = { name: 'commands', rate: 10, burst: 20 };
    const result = await offer('commands#p_burst', commands, 100, 5);
    console.info(`commands: ${JSON.stringify(result)}`);
    expect(result.admitted).toBeLessThanOrEqual(result.allowance);
    expect(result.admitted).toBeGreaterThanOrEqual(0.9 * result.allowance);
  });
});
