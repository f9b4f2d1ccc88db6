import { Transport, type TransportOptions } from './transport.ts';
import type { AppPlayer, CreateWebhook, NewWebhook, RotatedWebhookSecret, WebhookDeliveries, WebhookList } from './types.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Page {
  limit?: number;
  cursor?: string;
}

const hook = (id: string) => `/webhooks/${encodeURIComponent(id)}`;
export const appPlayerPath = (appId: string, externalId: string) =>
  `/apps/${encodeURIComponent(appId)}/players/${encodeURIComponent(externalId)}`;

/**
 * A client that sends one bearer: a player's token (Client) or an app's secret key (AppClient).
 * What both do lives here once: the webhook routes, which serve either kind of owner, each on
 * its own subscriptions only (docs/contract.md, Webhooks and Apps).
 */
export abstract class BearerClient {
  protected readonly transport: Transport;

  protected constructor(options: TransportOptions) {
    this.transport = new Transport(options);
  }

  /** What goes in `Authorization: Bearer …`; none for a spectator. */
  protected abstract get bearer(): string | undefined;

  protected call<T>(method: Method, path: string, body?: unknown, query?: Record<string, string | number | undefined>): Promise<T> {
    return this.transport.json<T>(method, path, { token: this.bearer, body, ...(query ? { query } : {}) });
  }

  /** A call whose success has no body (204, 202). */
  protected async callForNothing(method: Method, path: string): Promise<void> {
    await this.transport.send(method, path, { token: this.bearer });
  }

  /**
   * `PUT /apps/{appId}/players/{externalId}` with an app's secret key as the bearer (Client's
   * signInAppPlayer, AppClient's signInPlayer): the player and whether this call made them (201).
   */
  protected async putAppPlayer(appId: string, externalId: string, name?: string): Promise<{ appPlayer: AppPlayer; created: boolean }> {
    const response = await this.transport.send('PUT', appPlayerPath(appId, externalId), {
      token: this.bearer,
      body: name === undefined ? {} : { name },
    });
    return { appPlayer: (await response.json()) as AppPlayer, created: response.status === 201 };
  }

  // Webhooks

  /** A subscription; its `secret` is shown once: keep it to verify deliveries (verifyWebhook). */
  createWebhook(webhook: CreateWebhook): Promise<NewWebhook> {
    return this.call('POST', '/webhooks', webhook);
  }

  /** The caller's subscriptions: a player's own, or the app's. */
  listWebhooks(): Promise<WebhookList> {
    return this.call('GET', '/webhooks');
  }

  deleteWebhook(id: string): Promise<void> {
    return this.callForNothing('DELETE', hook(id));
  }

  /** The subscription's delivery attempts, newest first. */
  listDeliveries(id: string, query: Page = {}): Promise<WebhookDeliveries> {
    return this.call('GET', `${hook(id)}/deliveries`, undefined, { limit: query.limit, cursor: query.cursor });
  }

  /** Sends a `ping` delivery to the subscription's URL at once (the server answers 202). */
  pingWebhook(id: string): Promise<void> {
    return this.callForNothing('POST', `${hook(id)}/ping`);
  }

  /**
   * A new signing secret, shown once; until `previousSecretExpiresAt` deliveries carry a
   * signature with the old one too, so verify with both meanwhile (verifyWebhook takes a list).
   */
  rotateWebhookSecret(id: string): Promise<RotatedWebhookSecret> {
    return this.call('POST', `${hook(id)}/secret`);
  }
}
