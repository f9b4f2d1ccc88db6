import { randomUUID } from 'node:crypto';
import { AsyncLocalStorage } from 'node:async_hooks';
import { InvokeStoreBase } from '@aws/lambda-invoke-store';
import type { Context } from 'aws-lambda';

type InvocationContext = Record<string | symbol, unknown>;

/**
 * The store Lambda's runtime gives each invocation (`globalThis.awslambda.InvokeStore`), as the
 * local server needs it. Lambda runs one invocation at a time in an execution environment; the
 * local server runs many at once in one process, so the HTTP and WebSocket routes' invocations
 * each get a context of their own, as Lambda's runtime gives them when it runs invocations
 * concurrently (AWS_LAMBDA_MAX_CONCURRENCY): Powertools then keeps a logger's keys (the request
 * id, the route, the game) and its Lambda context per invocation, and one request's log lines
 * no longer carry another's id. Code run outside any invocation (the stream consumers and the
 * queues' workers, whose logs name no request; a test calling a handler) shares one context,
 * as every invocation did before.
 */
class LocalInvokeStore extends InvokeStoreBase {
  private readonly invocations = new AsyncLocalStorage<InvocationContext>();
  private readonly shared: InvocationContext = {};

  getContext(): InvocationContext {
    return this.invocations.getStore() ?? this.shared;
  }

  hasContext(): boolean {
    return this.invocations.getStore() !== undefined;
  }

  get<T = unknown>(key: string | symbol): T | undefined {
    return this.getContext()[key] as T | undefined;
  }

  set<T = unknown>(key: string | symbol, value: T): void {
    if (this.isProtectedKey(key)) throw new Error(`Cannot modify protected Lambda context field: ${String(key)}`);
    this.getContext()[key] = value;
  }

  run<T>(context: InvocationContext, fn: () => T): T {
    return this.invocations.run(context, fn);
  }
}

const store = new LocalInvokeStore();

/** Called once by the local stack before it serves anything. */
export function runInvocationsConcurrently(): void {
  const global = globalThis as { awslambda?: { InvokeStore?: InvokeStoreBase } };
  global.awslambda = { ...global.awslambda, InvokeStore: store };
  // Powertools asks only whether it is set; the local server sets no limit of its own.
  process.env.AWS_LAMBDA_MAX_CONCURRENCY ??= '1000';
}

/** What Lambda hands a function with each invocation, for a function of this name. */
export function lambdaContext(name: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/local/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** One invocation as a watcher sees it: the function's name, the route it served (if any), and how long its handler ran. */
export interface Invocation {
  name: string;
  routeKey?: string;
  ms: number;
}

const watchers = new Set<(invocation: Invocation) => void>();

/** Sees every invocation the local stack runs through `invoke` once it ends (bench/cost.ts bills them); returns the function that stops watching. */
export function watchInvocations(watch: (invocation: Invocation) => void): () => void {
  watchers.add(watch);
  return () => void watchers.delete(watch);
}

/**
 * The function whose invocation runs now (its name in the stack's catalog), or LOCAL_STAND_IN
 * for the local stand-ins' own work (the webhook outbox, the stream checkpoints), which no
 * deployed function does; undefined outside both (a test's own requests, a tool).
 */
const functions = new AsyncLocalStorage<{ name: string; routeKey?: string }>();
export const LOCAL_STAND_IN = 'local stand-in';

/** The function whose invocation runs now (see `functions`). */
export const currentFunction = (): string | undefined => functions.getStore()?.name;

/** The route the invocation that runs now serves, if it serves one (an HTTP or WebSocket route). */
export const currentRouteKey = (): string | undefined => functions.getStore()?.routeKey;

/** Runs work of a local stand-in's own, in place of an AWS service, even when a function's invocation set it off. */
export const asLocalStandIn = <T>(work: () => T): T => functions.run({ name: LOCAL_STAND_IN }, work);

/** Runs one invocation of the function `name` (as the stack's catalog names it) in a context of its own, with its Lambda context. */
export async function invoke<T>(name: string, run: (context: Context) => Promise<T>, routeKey?: string): Promise<T> {
  const context = lambdaContext(name);
  const started = performance.now();
  try {
    return await functions.run({ name, routeKey }, () =>
      store.run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: context.awsRequestId }, () => run(context)),
    );
  } finally {
    const ms = performance.now() - started;
    for (const watch of watchers) watch({ name, routeKey, ms });
  }
}
