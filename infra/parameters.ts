import { isVapidSubject } from '../functions/notifications/senders/settings.ts';
import { defaultTableCaps } from './constructs/tables.ts';
import { defaultBudgets, defaultSignUpsPerMinute, defaultThrottle, type OrganizedChaosStackProps } from './stack.ts';

/**
 * The settings the stack reads (docs/deploy.md says what each is for). Each is
 * read from `-c key=value`, else from the stage's own entry in cdk.json's `stages`
 * (`"stages": { "prod": { "alarmEmail": "ops@example.com" } }`), else its default: what a
 * stage must always have is kept there, so that no deploy forgets it.
 */
const settings = [
  'domainName',
  'certificateArn',
  'alarmEmail',
  'protect',
  'throttleRate',
  'throttleBurst',
  'corsOrigins',
  'tracing',
  'signUpsPerMinute',
  'appRequestsPerSecond',
  'commandsPerSecond',
  'eventsTableMaxReads',
  'eventsTableMaxWrites',
  'readTableMaxReads',
  'readTableMaxWrites',
  'vapidSubject',
] as const;
type Setting = (typeof settings)[number];

/** The context keys that are the app's own: `stage`, `stages` and the settings. */
const appKeys = ['stage', 'stages', ...settings];

/**
 * The CDK's own keys have a colon, an `@` or a dash (`@aws-cdk/…` feature flags, `aws:cdk:…`
 * from the CLI, cached lookups, `acknowledged-issue-numbers`); a plain word is one of the app's.
 */
const isAppKey = (key: string): boolean => /^[A-Za-z][A-Za-z0-9]*$/.test(key);

export type StackParameters = Pick<
  OrganizedChaosStackProps,
  | 'stage'
  | 'customDomain'
  | 'alarmEmail'
  | 'protect'
  | 'throttle'
  | 'corsOrigins'
  | 'tracing'
  | 'tableCaps'
  | 'signUpsPerMinute'
  | 'budgets'
  | 'vapidSubject'
>;

/**
 * The stack's parameters from the CDK context (cdk.json's and `-c key=value`: a string from the
 * command line, any JSON value from cdk.json), each checked with a message that says what to give
 * instead. A key the app does not know is refused: a misspelt setting would otherwise be ignored.
 */
export function stackParameters(context: Record<string, unknown>): StackParameters {
  refuseUnknown(Object.keys(context).filter(isAppKey), 'context key', appKeys);
  const stage = present(context.stage) ?? 'dev';
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage))
    throw new Error(`The stage "${stage}" must be 1 to 20 lowercase letters, digits or dashes, starting with a letter.`);
  const own = stageSettings(context.stages, stage);
  const text = (key: Setting): string | undefined => present(context[key]) ?? present(own[key]);

  const domainName = text('domainName');
  const certificateArn = text('certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn))
    throw new Error("A custom domain needs both -c domainName=… and -c certificateArn=… (an ACM certificate in the stack's region).");

  const protect = flag('protect', text('protect')) ?? stage === 'prod';
  const alarmEmail = email(text('alarmEmail'));
  if (protect && !alarmEmail)
    throw new Error(
      `The stage ${stage} is protected, so its alarms must reach someone: set its alarmEmail in cdk.json ` +
        `("context": { "stages": { "${stage}": { "alarmEmail": "ops@example.com" } } }), where every deploy finds it.`,
    );

  return {
    stage,
    customDomain: domainName && certificateArn ? { domainName, certificateArn } : undefined,
    alarmEmail,
    protect,
    throttle: {
      rateLimit: positiveInteger('throttleRate', text('throttleRate')) ?? defaultThrottle.rateLimit,
      burstLimit: positiveInteger('throttleBurst', text('throttleBurst')) ?? defaultThrottle.burstLimit,
    },
    corsOrigins: origins(text('corsOrigins')),
    tracing: flag('tracing', text('tracing')) ?? false,
    signUpsPerMinute: signUps(text('signUpsPerMinute')) ?? defaultSignUpsPerMinute,
    // Push services write to it about this stage's Web Push messages: the operator's own, else the alarms' address.
    vapidSubject: contact(text('vapidSubject')) ?? (alarmEmail ? `mailto:${alarmEmail}` : undefined),
    budgets: {
      appRequestsPerSecond: positiveInteger('appRequestsPerSecond', text('appRequestsPerSecond')) ?? defaultBudgets.appRequestsPerSecond,
      commandsPerSecond: positiveInteger('commandsPerSecond', text('commandsPerSecond')) ?? defaultBudgets.commandsPerSecond,
    },
    tableCaps: {
      events: {
        reads: requestUnits('eventsTableMaxReads', text('eventsTableMaxReads')) ?? defaultTableCaps.events.reads,
        writes: requestUnits('eventsTableMaxWrites', text('eventsTableMaxWrites')) ?? defaultTableCaps.events.writes,
      },
      read: {
        reads: requestUnits('readTableMaxReads', text('readTableMaxReads')) ?? defaultTableCaps.read.reads,
        writes: requestUnits('readTableMaxWrites', text('readTableMaxWrites')) ?? defaultTableCaps.read.writes,
      },
    },
  };
}

/** A value as text; absent, null or empty is undefined. */
const present = (value: unknown): string | undefined => (value === undefined || value === null || value === '' ? undefined : String(value));

/** `where` is where the keys were found, after the noun: ` in stages.prod (cdk.json)`. */
function refuseUnknown(keys: string[], noun: string, known: readonly string[], where = ''): void {
  const unknown = keys.filter((key) => !known.includes(key));
  if (unknown.length)
    throw new Error(`Unknown ${noun}${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}${where}: the app knows ${known.join(', ')}.`);
}

/** The stage's entry of `stages` (cdk.json): settings only. */
function stageSettings(stages: unknown, stage: string): Partial<Record<Setting, unknown>> {
  if (stages === undefined) return {};
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  const entries = isObject(stages) ? Object.entries(stages) : [];
  if (!isObject(stages) || !entries.every(([, own]) => isObject(own)))
    throw new Error('"stages" in cdk.json must map each stage to its settings: { "prod": { "alarmEmail": "ops@example.com" } }.');
  for (const [name, own] of entries) refuseUnknown(Object.keys(own as object), 'setting', settings, ` in stages.${name} (cdk.json)`);
  return (stages[stage] as Record<string, unknown> | undefined) ?? {};
}

function email(value: string | undefined): string | undefined {
  if (value !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value))
    throw new Error(`alarmEmail "${value}" is not an e-mail address; give one like ops@example.com.`);
  return value;
}

function contact(value: string | undefined): string | undefined {
  if (value !== undefined && !isVapidSubject(value))
    throw new Error(`-c vapidSubject=${value} must be a mailto: address or an https: URL, like mailto:ops@example.com.`);
  return value;
}

function positiveInteger(key: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9][0-9]{0,5}$/.test(value))
    throw new Error(`-c ${key}=${value} must be a whole number of requests a second, from 1 to 999999.`);
  return Number(value);
}

/** DynamoDB takes on-demand caps of at least 1 request unit a second; beyond 40 000 is the default account quota. */
function requestUnits(key: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9][0-9]{0,5}$/.test(value) || Number(value) > 40_000)
    throw new Error(`-c ${key}=${value} must be a whole number of request units a second, from 1 to 40000.`);
  return Number(value);
}

/** Sign-ups per address and minute: 1 to 10 000 (past that, the stage's throttle is the only limit anyway). */
function signUps(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9][0-9]{0,4}$/.test(value) || Number(value) > 10_000)
    throw new Error(`-c signUpsPerMinute=${value} must be a whole number of sign-ups per address a minute, from 1 to 10000.`);
  return Number(value);
}

function flag(key: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw new Error(`-c ${key}=${value} must be true or false.`);
  return value === 'true';
}

/** `*`, or origins as browsers send them (`https://play.example.com`), comma-separated. */
function origins(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const list = value.split(',').map((origin) => origin.trim());
  const wrong = list.filter((origin) => origin !== '*' && !/^https?:\/\/[^/\s,]+$/.test(origin));
  if (wrong.length)
    throw new Error(
      `-c corsOrigins: ${wrong.map((o) => `"${o}"`).join(', ')} is not an origin; give * or origins like https://play.example.com, comma-separated.`,
    );
  return list.join(',');
}
