/**
 * The four budgets of docs/contract.md (Fair share), each a token bucket: `rate` tokens a
 * second, up to `burst`. Which of them a request counts against is the edge's business
 * (whose.ts); what a bucket holds, the store's (store.ts).
 */
export type PolicyName = 'commands' | 'app' | 'player' | 'address';

export interface Policy {
  name: PolicyName;
  /** Tokens added a second. */
  rate: number;
  /** The most the bucket holds: twice the rate, so a client idle for two seconds may send that much at once. */
  burst: number;
}

/** Where the buckets are kept: this process's memory (`npm start`), or DynamoDB, shared by every function instance (a deployed stack). */
export type StoreKind = 'memory' | 'shared';

export interface BudgetSettings {
  store: StoreKind;
  policies: Record<PolicyName, Policy>;
}

const DEFAULT_COMMANDS_PER_SECOND = 10;
const DEFAULT_APP_REQUESTS_PER_SECOND = 50;
/** A player of no app's, and an address's: the contract's own figures, not the operator's. */
const OWN_REQUESTS_PER_SECOND = 20;

const policy = (name: PolicyName, rate: number): Policy => ({ name, rate, burst: 2 * rate });

/** A rate setting: unset is the default; anything but a positive whole number is the operator's mistake, told at once. */
function rateOf(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^[1-9][0-9]{0,5}$/.test(value)) throw new Error(`${name} must be a whole number of requests a second, not ${value}`);
  return Number(value);
}

/**
 * The budgets in force, or undefined when they are off. BUDGETS: `on` keeps the buckets in
 * memory (one process: `npm start`), `shared` in DynamoDB (a deployed stack's many function
 * instances); unset or `off`, no budget (`npm start` by default, so that scripts and tests on one
 * machine run at full speed). Read on every request, as the handlers read their settings.
 */
export function budgetSettings(env: NodeJS.ProcessEnv = process.env): BudgetSettings | undefined {
  const mode = env.BUDGETS ?? 'off';
  if (mode === 'off' || mode === '') return undefined;
  if (mode !== 'on' && mode !== 'shared') throw new Error(`BUDGETS must be on, shared or off, not ${mode}`);
  return {
    store: mode === 'on' ? 'memory' : 'shared',
    policies: {
      commands: policy('commands', rateOf(env, 'COMMANDS_PER_SECOND', DEFAULT_COMMANDS_PER_SECOND)),
      app: policy('app', rateOf(env, 'APP_REQUESTS_PER_SECOND', DEFAULT_APP_REQUESTS_PER_SECOND)),
      player: policy('player', OWN_REQUESTS_PER_SECOND),
      address: policy('address', OWN_REQUESTS_PER_SECOND),
    },
  };
}
