/**
 * End-to-end tests start the local server (the same code as `npm start`) against their
 * project's DynamoDB Local, with tables of their own, and speak HTTP to it; every exchange is
 * checked against openapi.yaml.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { dynamoEndpoint } from './dynamodb-endpoint.ts';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../infra/local/stack.ts';
import { checkExchange } from './api-checks.ts';

export interface Api {
  readonly url: string;
  readonly stack: LocalStack;
  request(
    method: string,
    path: string,
    options?: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string> },
  ): Promise<Reply>;
  get(path: string, token?: string): Promise<Reply>;
  post(path: string, body?: unknown, token?: string, headers?: Record<string, string>): Promise<Reply>;
}

/** An API's client without a stack of this process's (`npm start` run as a child, say). */
export type ApiClient = Omit<Api, 'stack'>;

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  body: any;
}

export async function startTestStack(options: LocalStackOptions = {}): Promise<Api> {
  const stack = await startLocalStack({
    port: 0,
    dynamoEndpoint: dynamoEndpoint(),
    tablePrefix: `t${randomUUID().slice(0, 8)}`,
    testHooks: true,
    ...options,
  });
  return { stack, ...clientFor(stack.url) };
}

/**
 * An HTTP client of the API at `url`. Every exchange is checked against openapi.yaml both ways
 * (api-checks.ts): a request or an answer the document does not describe fails the test.
 */
export function clientFor(url: string): ApiClient {
  const request: Api['request'] = async (method, path, { body, raw, token, headers = {} } = {}) => {
    const sent = raw ?? (body === undefined ? undefined : JSON.stringify(body));
    const requestHeaders = {
      ...(body !== undefined || raw !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    };
    const response = await fetch(url + path, { method, headers: requestHeaders, body: sent });
    const text = await response.text();
    checkExchange({
      method,
      url: path,
      requestHeaders,
      requestBody: sent,
      status: response.status,
      responseHeaders: response.headers,
      responseText: text,
    });
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, text, body: parsed };
  };
  return {
    url,
    request,
    get: (path, token) => request('GET', path, { token }),
    post: (path, body, token, headers) => request('POST', path, { body, token, headers }),
  };
}

/** Starts a stack for the file's tests and stops it after them. */
export function useTestStack(options: LocalStackOptions = {}): { readonly api: Api } {
  const holder = {} as { api: Api };
  beforeAll(async () => {
    holder.api = await startTestStack(options);
  });
  afterAll(async () => {
    await holder.api?.stack.stop();
  });
  return holder;
}

/** A new player; returns its id and token. */
export async function newPlayer(api: ApiClient, name = 'Player'): Promise<{ playerId: string; token: string; name: string }> {
  const reply = await api.post('/players', { name });
  if (reply.status !== 201) throw new Error(`POST /players: ${reply.status} ${reply.text}`);
  return reply.body;
}

/** A game created by the first player, joined by the others in order, optionally started. */
export async function newGame(
  api: ApiClient,
  game: string,
  players: { token: string }[],
  options: { config?: Record<string, unknown>; start?: boolean; rig?: { dice?: number[][]; bag?: string[] } } = {},
): Promise<string> {
  const created = await api.post('/games', { game, config: options.config }, players[0]!.token);
  if (created.status !== 201) throw new Error(`POST /games: ${created.status} ${created.text}`);
  const gameId = created.body.gameId as string;
  for (const p of players.slice(1)) {
    const joined = await api.post(`/games/${gameId}/join`, undefined, p.token);
    if (joined.status !== 200) throw new Error(`join: ${joined.status} ${joined.text}`);
  }
  if (options.rig) await api.post(`/games/${gameId}/test/rig`, options.rig);
  if (options.start !== false) {
    const started = await api.post(`/games/${gameId}/start`, undefined, players[0]!.token);
    if (started.status !== 200) throw new Error(`start: ${started.status} ${started.text}`);
  }
  return gameId;
}

/**
 * A Quicks game that ends on its first turn: the thrower passes with nothing crossed and takes
 * the last penalty allowed (Penalties 1, rigged dice), so every seat is on the board and the
 * others win. `config` adds to it (a Stake, say).
 */
export async function endedQuicks(api: ApiClient, players: { token: string }[], config: Record<string, unknown> = {}): Promise<string> {
  const gameId = await newGame(api, 'quicks', players, { config: { Penalties: 1, ...config }, rig: { dice: [[1, 1, 1, 1, 1, 1]] } });
  const command = async (player: { token: string }, type: string) => {
    const reply = await api.post(`/games/${gameId}/commands`, { type }, player.token);
    if (reply.status !== 200) throw new Error(`command ${type}: ${reply.status} ${reply.text}`);
  };
  const thrower = players[0]!;
  await command(thrower, 'throw');
  for (const player of [thrower, ...players.slice(1), thrower]) await command(player, 'pass');
  const { body } = await api.get(`/games/${gameId}`);
  if (body.status !== 'ended') throw new Error(`the game is ${body.status}, not ended`);
  return gameId;
}
