/** Apps over HTTP for tests: an app registered by a new developer, and its players signed in or up. */
import type { ApiClient } from './local-stack.ts';
import { newPlayer } from './local-stack.ts';

export interface TestApp {
  appId: string;
  publishableKey: string;
  secretKey: string;
  /** The developer's token: the owner's routes (GET/DELETE /apps/{appId}, its rotation). */
  ownerToken: string;
}

export interface TestPlayer {
  playerId: string;
  token: string;
  name: string;
}

/** An app registered over HTTP by a new developer. */
export async function newApp(api: ApiClient, name = 'Dice Kings Mobile'): Promise<TestApp> {
  const owner = await newPlayer(api, 'Developer');
  const made = await api.post('/apps', { name }, owner.token);
  if (made.status !== 201) throw new Error(`POST /apps: ${made.status} ${made.text}`);
  const { appId, publishableKey, secretKey } = made.body as Omit<TestApp, 'ownerToken'>;
  return { appId, publishableKey, secretKey, ownerToken: owner.token };
}

/** The app's player known as `externalId`, signed in by the app's server (PUT /apps/{appId}/players/{externalId}). */
export async function signInAppPlayer(api: ApiClient, app: TestApp, externalId: string, name: string): Promise<TestPlayer> {
  const reply = await api.request('PUT', `/apps/${app.appId}/players/${externalId}`, { body: { name }, token: app.secretKey });
  if (reply.status !== 201 && reply.status !== 200) throw new Error(`PUT app player: ${reply.status} ${reply.text}`);
  return { playerId: reply.body.playerId, token: reply.body.token, name: reply.body.name };
}

/** A player who signed up through the app on a device, with its publishable key (X-App-Key). */
export async function signUpThroughApp(api: ApiClient, app: TestApp, name: string): Promise<TestPlayer> {
  const reply = await api.post('/players', { name }, undefined, { 'x-app-key': app.publishableKey });
  if (reply.status !== 201) throw new Error(`POST /players with X-App-Key: ${reply.status} ${reply.text}`);
  return reply.body as TestPlayer;
}
