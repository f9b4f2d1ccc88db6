/**
 * Webhook settings, read from the environment on each use (tests switch them per case).
 * - WEBHOOK_MODE `aws`: https only, loopback refused. `local` (the default when
 *   DYNAMODB_ENDPOINT points at DynamoDB Local): http and loopback allowed for receivers on
 *   the same machine. Private, link-local and metadata addresses are refused in both.
 * - WEBHOOK_RETRY_DELAYS_MS: the waits before the 2nd, 3rd, … attempt, e.g. "100,200,400".
 * - WEBHOOK_TIMEOUT_MS: how long one attempt may take (10 s unless a test shortens it).
 * - WEBHOOK_SECRET_OVERLAP_MS: how long a rotated secret still signs beside the new one
 *   (SECRET_OVERLAP_MS unless a test shortens it).
 */
export type WebhookMode = 'local' | 'aws';

export interface WebhookSettings {
  mode: WebhookMode;
  retryDelaysMs: number[];
  timeoutMs: number;
  secretOverlapMs: number;
}

/** A day: time for a receiver to deploy its new secret while every delivery still carries the old signature too. */
export const SECRET_OVERLAP_MS = 24 * 3600_000;

/**
 * Svix's schedule: 8 attempts over about 27 hours (immediately, then 5 s, 5 min, 30 min,
 * 2 h, 5 h, 10 h, 10 h), long enough to ride out a receiver's bad night.
 */
export const AWS_RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

export function webhookSettings(env: NodeJS.ProcessEnv = process.env): WebhookSettings {
  const mode = env.WEBHOOK_MODE ?? (env.DYNAMODB_ENDPOINT ? 'local' : 'aws');
  if (mode !== 'local' && mode !== 'aws') throw new Error(`WEBHOOK_MODE must be local or aws, not ${mode}`);
  return {
    mode,
    retryDelaysMs: env.WEBHOOK_RETRY_DELAYS_MS ? numbers('WEBHOOK_RETRY_DELAYS_MS', env.WEBHOOK_RETRY_DELAYS_MS) : AWS_RETRY_DELAYS_MS,
    timeoutMs: env.WEBHOOK_TIMEOUT_MS ? numbers('WEBHOOK_TIMEOUT_MS', env.WEBHOOK_TIMEOUT_MS)[0]! : 10_000,
    secretOverlapMs: env.WEBHOOK_SECRET_OVERLAP_MS
      ? numbers('WEBHOOK_SECRET_OVERLAP_MS', env.WEBHOOK_SECRET_OVERLAP_MS)[0]!
      : SECRET_OVERLAP_MS,
  };
}

function numbers(name: string, text: string): number[] {
  const values = text.split(',').map((part) => Number(part.trim()));
  if (values.length > 20 || values.some((v) => !Number.isInteger(v) || v < 0))
    throw new Error(`${name} must be up to 20 comma-separated whole milliseconds, not "${text}"`);
  return values;
}

/** The wait before the next attempt, ±20 % jitter so retries of many messages spread out. */
export function retryDelay(settings: WebhookSettings, attempt: number, random = Math.random): number | undefined {
  const base = settings.retryDelaysMs[attempt - 1];
  return base === undefined ? undefined : Math.round(base * (0.8 + 0.4 * random()));
}
