import { CfnOutput, RemovalPolicies, RemovalPolicy, Stack, Stage, type StackProps } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import { join } from 'node:path';
import { readTable } from '../functions/adapters/tables.ts';
import { apiRoutes, functionNameOf } from '../functions/http/routes.ts';
import { DEFAULT_VAPID_SUBJECT } from '../functions/notifications/senders/settings.ts';
import { servedRoutes } from '../functions/http/served-routes.ts';
import { AlarmTopic } from './constructs/alarm-topic.ts';
import { ApiAlarms } from './constructs/api-alarms.ts';
import { bundleAll } from './constructs/bundling.ts';
import { lambdaCatalog, onlyOfKind } from './constructs/catalog.ts';
import { liveFunctionSpecs, LiveUpdates } from './constructs/live-updates.ts';
import { OperationsDashboard } from './constructs/dashboard.ts';
import { PlatformApi } from './constructs/platform-api.ts';
import { PlatformFunctions } from './constructs/platform-functions.ts';
import { SecretsKey } from './constructs/secrets-key.ts';
import { VapidKeys } from './constructs/vapid-keys.ts';
import { WorkQueue } from './constructs/queues.ts';
import { StreamConsumer } from './constructs/stream-consumer.ts';
import { defaultTableCaps, Tables, type TableCaps } from './constructs/tables.ts';
import { TurnTimers } from './constructs/turn-timers.ts';

export interface OrganizedChaosStackProps extends StackProps {
  /** Names every resource (`oc-<stage>-…`), so several stages share one account. */
  stage: string;
  /** Serve the API on this name, with an ACM certificate of the API's region. */
  customDomain?: { domainName: string; certificateArn: string };
  /** Alarms are sent to this address as well as to the alarm topic. */
  alarmEmail?: string;
  /**
   * A stage whose data must outlive mistakes (prod by default, infra/parameters.ts): the stack
   * has termination protection, and its tables (with deletion protection), log groups and
   * dead-letter queues are kept when it is deleted. Otherwise everything goes with the stack.
   */
  protect?: boolean;
  /** The API's steady request rate and burst, per second, across all clients (raise with the account's Lambda concurrency). */
  throttle?: { rateLimit: number; burstLimit: number };
  /** The origins browsers may call the API from, comma-separated (the HTTP handlers answer CORS themselves). */
  corsOrigins?: string;
  /** X-Ray traces of every function (Powertools Tracer). */
  tracing?: boolean;
  /** The most request units a second each table may consume on demand (infra/constructs/tables.ts has the defaults). */
  tableCaps?: TableCaps;
  /** Sign-ups (POST /players) a client address may make per minute (functions/players/sign-up-limit.ts). */
  signUpsPerMinute?: number;
  /** The fair-share budgets' rates (docs/contract.md, Fair share): an app's requests and a player's commands a second. */
  budgets?: { appRequestsPerSecond: number; commandsPerSecond: number };
  /**
   * The contact the Web Push messages' VAPID tokens name (RFC 8292 `sub`), `mailto:` or `https:`:
   * push services write to it when the stage's messages misbehave. Unset: DEFAULT_VAPID_SUBJECT.
   */
  vapidSubject?: string;
}

export const defaultThrottle = { rateLimit: 200, burstLimit: 400 };

/**
 * Twenty a minute: more than a classroom behind one NAT signs up at once, and a script that
 * keeps to it makes at most 28 800 players a day from one address instead of the stage's
 * 200 a second.
 */
export const defaultSignUpsPerMinute = 20;

/** docs/contract.md's defaults: an app's requests and a player's commands a second (each budget's burst is twice). */
export const defaultBudgets = { appRequestsPerSecond: 50, commandsPerSecond: 10 };

/** The route whose latency is the game's own. */
const COMMANDS_ROUTE = 'POST /games/{gameId}/commands';

/**
 * The whole platform on AWS: the two tables, one function per feature of the HTTP routes, the stream
 * consumers, the turn timers' scheduler target, webhook delivery and the bot worker through
 * SQS, the projections rebuild and live updates over WebSocket. Every function is listed in
 * infra/constructs/catalog.ts (live updates' in live-updates.ts) and may touch only what its
 * entry there declares.
 *
 * Each part (AlarmTopic, TurnTimers, WorkQueue, StreamConsumer, PlatformApi…) has one job
 * and adds its resources to the stack itself, at the construct paths they had when one
 * constructor made them all: their logical ids did not change, so a stack deployed before
 * updates in place. (New paths would replace the API and its URL, the schedule group and its
 * pending timers, the queues and their messages, and collide with the alarms' fixed names.)
 * What came later (the API alarms, live updates, the dashboard) are constructs of their own.
 */
export class OrganizedChaosStack extends Stack {
  /** Each function by its catalog name, for tests and outputs. */
  readonly functions: Map<string, NodejsFunction>;
  readonly api: HttpApi;

  constructor(scope: Construct, id: string, props: OrganizedChaosStackProps) {
    super(scope, id, { ...props, terminationProtection: props.protect ?? false });
    const prefix = `oc-${props.stage}`;
    const protect = props.protect ?? false;
    const removalPolicy = protect ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const alarms = new AlarmTopic(this, { stage: props.stage, prefix, email: props.alarmEmail });
    const alarmAction = alarms.action;
    const tables = new Tables(this, 'Tables', {
      removalPolicy,
      deletionProtection: protect,
      caps: props.tableCaps ?? defaultTableCaps,
      prefix,
      alarmAction,
    });

    const catalog = lambdaCatalog();
    const functions = new PlatformFunctions(this, {
      prefix,
      // `cdk synth` bundles every function, the live ones too, in one run; the template tests
      // skip it (CDK's `aws:cdk:bundling-stacks` context).
      bundles: this.bundlingRequired
        ? bundleAll([...catalog, ...liveFunctionSpecs()], join(Stage.of(this)!.outdir, 'bundles', this.stackName), {
            tracing: props.tracing ?? false,
          })
        : undefined,
      alarmAction,
      tracing: props.tracing ?? false,
      environment: {
        EVENTS_TABLE: tables.events.tableName,
        READ_TABLE: tables.read.tableName,
        // Deployed webhooks go to public https receivers only.
        WEBHOOK_MODE: 'aws',
        // The budgets are on, their buckets shared by every instance in the read table (functions/fair-share/leased-store.ts):
        // read by the HTTP edge and the WebSocket's subscribe.
        BUDGETS: 'shared',
        APP_REQUESTS_PER_SECOND: String((props.budgets ?? defaultBudgets).appRequestsPerSecond),
        COMMANDS_PER_SECOND: String((props.budgets ?? defaultBudgets).commandsPerSecond),
      },
    });
    this.functions = functions.byName;

    const timeoutSpec = onlyOfKind(catalog, 'timer');
    const timers = new TurnTimers(this, { prefix, timeout: functions.add(timeoutSpec), alarmAction });
    // Webhook deliveries and bot jobs, each drained by its worker of the catalog.
    const webhooks = new WorkQueue(this, {
      id: 'Webhooks',
      deadLettersId: 'WebhookDeadLetters',
      alarmName: `${prefix}-webhooks-dead-letters`,
      workerKind: 'webhook-delivery',
      urlVariable: 'WEBHOOK_QUEUE_URL',
      alarmAction,
    });
    const bots = new WorkQueue(this, {
      id: 'Bots',
      deadLettersId: 'BotDeadLetters',
      alarmName: `${prefix}-bots-dead-letters`,
      workerKind: 'bot',
      urlVariable: 'BOT_QUEUE_URL',
      alarmAction,
    });
    const matchmaking = new WorkQueue(this, {
      id: 'Matchmaking',
      deadLettersId: 'MatchmakingDeadLetters',
      alarmName: `${prefix}-matchmaking-dead-letters`,
      workerKind: 'bot',
      urlVariable: 'MATCHMAKING_QUEUE_URL',
      alarmAction,
    });
    const cors = { CORS_ORIGINS: props.corsOrigins ?? '*' };
    for (const spec of catalog.filter((s) => s !== timeoutSpec)) {
      const fn = functions.add(spec, {
        ...(spec.kind === 'http' ? cors : {}),
        ...(spec.serves?.some((served) => served.routeKey === '$default') ? { API_ROUTES: servedRoutes(apiRoutes) } : {}),
        ...(spec.serves?.some((served) => served.routeKey === 'POST /players')
          ? { SIGN_UPS_PER_MINUTE: String(props.signUpsPerMinute ?? defaultSignUpsPerMinute) }
          : {}),
        // The delivery sends the push jobs, Web Push's signed with the VAPID key pair (functions/notifications/senders/webpush.ts).
        ...(spec.kind === 'webhook-delivery' ? { VAPID_SUBJECT: props.vapidSubject ?? DEFAULT_VAPID_SUBJECT } : {}),
        ...(spec.access.scheduler ? timers.environment : {}),
        ...(spec.access.webhookQueue ? webhooks.environment : {}),
        ...(spec.access.botQueue ? bots.environment : {}),
        ...(spec.access.matchQueue ? matchmaking.environment : {}),
      });
      if (spec.access.scheduler) timers.acknowledgeArming(fn);
    }
    // Webhook secrets are sealed by the webhooks' routes and opened only by the delivery, which signs;
    // apps' push credentials are sealed by their route (the players' function), and opened by no route:
    // only by the delivery, which sends push jobs too (functions/webhooks/deliver.ts).
    const pushRoutes = functions.get(functionNameOf(apiRoutes.find((r) => r.name === 'apps-push-put')!.feature));
    new SecretsKey(this, 'SecretsKey', {
      prefix,
      removalPolicy,
      sealers: [functions.get(functionNameOf('webhooks')), pushRoutes],
      openers: [functions.get(onlyOfKind(catalog, 'webhook-delivery').name)],
    });
    // GET /push/webpush shows the key pair's public half; the delivery signs Web Push messages with the pair.
    new VapidKeys(this, 'VapidKeys', {
      prefix,
      removalPolicy,
      readers: [
        functions.get(functionNameOf(apiRoutes.find((r) => r.name === 'push-webpush')!.feature)),
        functions.get(onlyOfKind(catalog, 'webhook-delivery').name),
      ],
    });
    // At most ten deliveries at once: a burst of game events cannot flood receivers or the account's concurrency.
    webhooks.drainWith(functions.get(onlyOfKind(catalog, 'webhook-delivery').name), 10);
    // Bots are not capped: a job is one game's bots, which its people wait for (ruling Bots 2: within 2 s).
    bots.drainWith(functions.get(onlyOfKind(catalog, 'bot').name));
    // Quick match's looks at tickets, by the same worker (functions/bots/worker.ts); ten at once at
    // most, so that looks at one pool contend for its tickets' claims in a bounded crowd.
    matchmaking.drainWith(functions.get(onlyOfKind(catalog, 'bot').name), 10);
    timers.sweepWith(functions.get(onlyOfKind(catalog, 'timer-sweep').name));
    const consumers = catalog
      .filter((spec) => spec.kind === 'stream')
      .map(
        (spec) =>
          new StreamConsumer(this, {
            name: spec.name,
            fn: functions.get(spec.name),
            events: tables.events,
            prefix,
            alarmAction,
            batchingWindowSeconds: spec.batchingWindowSeconds,
          }),
      );
    const targets = {
      events: tables.events,
      read: tables.read,
      readIndexes: readTable.indexes.map((i) => i.name),
      scheduler: timers.target,
      webhookQueue: webhooks.queue,
      botQueue: bots.queue,
      matchQueue: matchmaking.queue,
    };
    functions.grant(catalog, targets);
    const live = new LiveUpdates(this, 'LiveUpdates', {
      prefix,
      functions,
      targets,
      alarmAction,
      feeder: functions.get('stream-reactions'),
      rotation: functions.get(functionNameOf(apiRoutes.find((r) => r.name === 'players-token')!.feature)),
    });

    const httpSpecs = catalog.filter((spec) => spec.kind === 'http');
    const api = new PlatformApi(this, {
      prefix,
      specs: httpSpecs,
      functions,
      throttle: props.throttle ?? defaultThrottle,
      customDomain: props.customDomain,
    });
    this.api = api.api;
    const apiAlarms = new ApiAlarms(this, 'ApiAlarms', { api: api.api, accessLogs: api.accessLogs, prefix, alarmAction });
    const deadLetters = [
      { label: 'webhook dead letters', queue: webhooks.deadLetters },
      { label: 'turn timer dead letters', queue: timers.deadLetters },
      { label: 'live-update dead letters', queue: live.deadLetters },
      { label: 'bot dead letters', queue: bots.deadLetters },
      { label: 'matchmaking dead letters', queue: matchmaking.deadLetters },
      ...consumers.map((c) => ({ label: `${c.name} dead letters`, queue: c.deadLetters })),
    ];
    if (protect) {
      // What an operator reads after an accident: why it failed (the logs), and what failed (the dead letters, with their policies).
      RemovalPolicies.of(this).retain({ applyToResourceTypes: ['AWS::Logs::LogGroup'] });
      for (const { queue } of deadLetters) RemovalPolicies.of(queue).retain();
    }
    new OperationsDashboard(this, 'Dashboard', {
      prefix,
      api: api.api,
      apiAlarms,
      accessLogs: api.accessLogs,
      httpFunctions: httpSpecs.map((spec) => ({ name: spec.name, fn: functions.get(spec.name) })),
      commandsRoute: COMMANDS_ROUTE,
      consumers,
      live,
      bots: bots.queue,
      queues: [
        { label: 'webhooks', queue: webhooks.queue },
        { label: 'live-update jobs', queue: live.queue },
        { label: 'bot jobs', queue: bots.queue },
        { label: 'matchmaking looks', queue: matchmaking.queue },
        ...deadLetters,
      ],
    });

    new CfnOutput(this, 'EventsTable', { value: tables.events.tableName });
    new CfnOutput(this, 'ReadTable', { value: tables.read.tableName });
    new CfnOutput(this, 'RebuildFunction', {
      value: functions.get(onlyOfKind(catalog, 'operator').name).functionName,
      description: "Invoke to recompute the leaderboards, then the players' lists of games, from the events.",
    });
  }
}
