/**
 * The names the functions write under and the stack's dashboard reads (infra/constructs/
 * dashboard.ts): kept apart from the Powertools code so the CDK app imports only names.
 */
export const SERVICE_NAME = 'organized-chaos';

/** The CloudWatch namespace of every metric of the platform. */
export const METRICS_NAMESPACE = 'OrganizedChaos';

/**
 * Each metric of the platform: its name and what it is counted by besides the `service`
 * dimension every metric has. Those with a dimension are counts; the others are values.
 */
export const platformMetrics = {
  /** A command taken: `outcome` is `accepted` or the contract code it was refused with. */
  commands: { name: 'Commands', dimensions: ['outcome'] },
  gamesCreated: { name: 'GamesCreated', dimensions: ['game'] },
  gamesStarted: { name: 'GamesStarted', dimensions: ['game'] },
  gamesEnded: { name: 'GamesEnded', dimensions: ['game'] },
  /** One attempt to deliver a webhook: `outcome` is delivered, retrying, dead-lettered or disabled. */
  webhookAttempts: { name: 'WebhookAttempts', dimensions: ['outcome'] },
  /** How late a turn timer applied its default, in milliseconds after the deadline. */
  timerDelay: { name: 'TimerDelay', dimensions: [] },
  /** How long a bot took to choose its move, in milliseconds. */
  botMoveTime: { name: 'BotMoveTime', dimensions: [] },
  /** Live updates posted to connections. */
  liveUpdatePushes: { name: 'LiveUpdatePushes', dimensions: [] },
} as const satisfies Record<string, { name: string; dimensions: readonly string[] }>;

export type PlatformMetric = (typeof platformMetrics)[keyof typeof platformMetrics];
