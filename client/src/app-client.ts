import { appPlayerPath, BearerClient } from './bearer-client.ts';
import { Client, type ClientOptions } from './client.ts';
import type { LiveOptions } from './live.ts';
import type { TransportOptions } from './transport.ts';
import type { AppPlayer } from './types.ts';

export interface AppClientOptions extends TransportOptions, LiveOptions {
  /** The app's id (`app_…`, from createApp). */
  appId: string;
  /**
   * The app's secret key (`ocsk_…`, shown once by createApp or rotateAppSecret). For the app's
   * own servers only: never ship it in a phone app or a web page (they sign up with the
   * publishable key, `new Client({ appKey })`).
   */
  secretKey: string;
}

/** signInPlayer's answer: the player as the server answered, and a client acting as them. */
export interface SignedIn extends AppPlayer {
  /** A Client with this sign-in's token (the same baseUrl, fetch, retries and live options). */
  player: Client;
  /** True when this call made the player (201), false when it found them (200). */
  created: boolean;
}

/**
 * The API as an app's server calls it, with the app's secret key (docs/contract.md, Apps): it
 * signs the app's own accounts in as players, erases them, and keeps the app's webhook
 * subscriptions, which receive every game that seats one of the app's players.
 */
export class AppClient extends BearerClient {
  readonly appId: string;
  private readonly secretKey: string;
  /** What the player clients share with this one: everything but the app's id and key. */
  private readonly playerOptions: Omit<ClientOptions, 'token' | 'appKey'>;

  constructor(options: AppClientOptions) {
    super(options);
    const { appId, secretKey, ...shared } = options;
    this.appId = appId;
    this.secretKey = secretKey;
    this.playerOptions = shared;
  }

  protected get bearer(): string {
    return this.secretKey;
  }

  /**
   * The app's player it knows as `externalId` (1–128 characters of `A–Z a–z 0–9 . _ : @ -`):
   * made on the first call, which needs `name` (without one: ApiError 400 `invalid-request`),
   * found on later ones (`name` ignored). Every call issues a new token, the session of one
   * device; the player's other tokens keep working. Hand `token` to that device, or act as the
   * player here with `player`. A retry after a lost answer finds the player the lost attempt
   * made, so `created` is then false.
   */
  async signInPlayer(externalId: string, name?: string): Promise<SignedIn> {
    const { appPlayer, created } = await this.putAppPlayer(this.appId, externalId, name);
    return { ...appPlayer, player: new Client({ ...this.playerOptions, token: appPlayer.token }), created };
  }

  /**
   * Erases the app's player known as `externalId` exactly as `DELETE /players/me` does (docs/contract.md,
   * Your data): every token of theirs stops working at once, and the external id is free again
   * (a later signInPlayer with it makes a new player). Unknown: ApiError 404 `player-not-found`.
   */
  erasePlayer(externalId: string): Promise<void> {
    return this.callForNothing('DELETE', appPlayerPath(this.appId, externalId));
  }
}
