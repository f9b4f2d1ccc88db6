import { defaultTableCaps } from './constructs/tables.ts';
import { defaultSignUpsPerMinute, defaultThrottle, type OrganizedChaosStackProps } from './stack.ts';

/** A context value as `-c key=value` gives it (a string) or cdk.json does (any JSON value); absent or empty is undefined. */
export type ContextReader = (key: string) => unknown;

export type StackParameters = Pick<
  OrganizedChaosStackProps,
  'stage' | 'customDomain' | 'alarmEmail' | 'throttle' | 'corsOrigins' | 'tracing' | 'tableCaps' | 'signUpsPerMinute'
>;

/**
 * The stack's parameters from the CDK context, each checked with a message that says what to
 * give instead. See docs/deploy.md for what each one means.
 */
export function stackParameters(read: ContextReader): StackParameters {
  const text = (key: string): string | undefined => {
    const value = read(key);
    return value === undefined || value === null || value === '' ? undefined : String(value);
  };

  const stage = text('stage') ?? 'dev';
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage))
    throw new Error(`The stage "${stage}" must be 1 to 20 lowercase letters, digits or dashes, starting with a letter.`);

  const domainName = text('domainName');
  const certificateArn = text('certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn))
    throw new Error("A custom domain needs both -c domainName=… and -c certificateArn=… (an ACM certificate in the stack's region).");

  return {
    stage,
    customDomain: domainName && certificateArn ? { domainName, certificateArn } : undefined,
    alarmEmail: text('alarmEmail'),
    throttle: {
      rateLimit: positiveInteger('throttleRate', text('throttleRate')) ?? defaultThrottle.rateLimit,
      burstLimit: positiveInteger('throttleBurst', text('throttleBurst')) ?? defaultThrottle.burstLimit,
    },
    corsOrigins: origins(text('corsOrigins')),
    tracing: flag('tracing', text('tracing')) ?? false,
    signUpsPerMinute: signUps(text('signUpsPerMinute')) ?? defaultSignUpsPerMinute,
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
