import { BearerClient, type Page } from './bearer-client.ts';
import { ApiError } from './errors.ts';
import { proofOf, verifyGame, type FairnessView, type MoreGames, type Verdict, type VerifyOptions } from './fairness/index.ts';
import { subscribe, type LiveOptions, type Subscription, type SubscribeOptions } from './live.ts';
import { quickMatch, type QuickMatch, type QuickMatchOptions } from './quick-match.ts';
import { randomHex } from './random.ts';
import type { TransportOptions } from './transport.ts';
import type {
  App,
  AppList,
  AppPushCredentials,
  Device,
  DeviceList,
  PushConfigured,
  PutDevice,
  WebPushKey,
  AppPlayer,
  LeaderboardName,
  BotLevel,
  Chips,
  Command,
  CommandReply,
  ConfigInputs,
  EventsPage,
  GameAnalysis,
  GameEvent,
  GameName,
  GameStatus,
  GameView,
  Health,
  Hint,
  LeaderboardPage,
  GameRatings,
  Profile,
  LedgerPage,
  PlayerExport,
  LegalMoves,
  LobbyPage,
  MatchRequest,
  MyGamesPage,
  Me,
  NewApp,
  NewPlayer,
  NewToken,
  RotatedAppSecret,
  Player,
  Rig,
  ClockNow,
  Ticket,
  ViewOf,
} from './types.ts';

export interface ClientOptions extends TransportOptions, LiveOptions {
  /** The player's bearer token (from createPlayer); without one the client is a spectator. */
  token?: string;
  /** An app's publishable key (`ocpk_…`, createApp): createPlayer signs players up as the app's (`X-App-Key`). */
  appKey?: string;
}

/** A fresh client seed: with one of its own a player need not trust the server's (docs/contract.md, Fairness). */
const clientSeed = () => randomHex(16);

/**
 * The base URLs of servers that refused a client seed as an unknown key: a server from before
 * fairness. Creates and joins are sent to them without one (the server then picks it).
 */
const seedless = new Set<string>();
const refusesSeeds = (error: unknown) =>
  error instanceof ApiError && error.code === 'invalid-request' && error.detail.includes('clientSeed');

/** A view's `fairness` as docs/contract.md gives it, checked as data. */
function isFairness(value: unknown): value is FairnessView['fairness'] {
  if (typeof value !== 'object' || value === null) return false;
  const { algorithm, commitment, clientSeeds, serverSeed, rigged } = value as Record<string, unknown>;
  return (
    typeof algorithm === 'string' &&
    typeof commitment === 'string' &&
    typeof clientSeeds === 'object' &&
    (serverSeed === null || typeof serverSeed === 'string') &&
    typeof rigged === 'boolean'
  );
}

const at = (gameId: string) => `/games/${encodeURIComponent(gameId)}`;

/**
 * The Organized Chaos API, one method per operation. Every method resolves with the answer's
 * body, typed from openapi.yaml, or rejects with an ApiError carrying the problem's code.
 */
export class Client extends BearerClient {
  private currentToken: string | undefined;

  constructor(private readonly options: ClientOptions) {
    super(options);
    this.currentToken = options.token;
  }

  protected get bearer(): string | undefined {
    return this.currentToken;
  }

  /** The token this client acts with (rotateToken changes it). */
  get token(): string | undefined {
    return this.currentToken;
  }

  /** The same API, acting as another player. */
  withToken(token: string): Client {
    return new Client({ ...this.options, token });
  }

  // Service and players

  health(): Promise<Health> {
    return this.call('GET', '/health');
  }

  /**
   * A new player. The token is shown once: keep it (withToken makes a client acting as them).
   * With the client's `appKey`, the player signs up as that app's.
   */
  createPlayer(name: string): Promise<NewPlayer> {
    const { appKey } = this.options;
    const headers = appKey === undefined ? {} : { headers: { 'x-app-key': appKey } };
    return this.transport.json('POST', '/players', { token: this.currentToken, body: { name }, ...headers });
  }

  /** The caller, and the app they signed up through (`appId`, null for none). */
  getMe(): Promise<Me> {
    return this.call('GET', '/players/me');
  }

  renameMe(name: string): Promise<Player> {
    return this.call('PATCH', '/players/me', { name });
  }

  /**
   * For an app's server, with the app's secret key as this client's token: the app's player it
   * knows as `externalId`, made on the first call (`name` required then) and found after, with a
   * new token for one device (withToken makes a client acting as them); their other tokens keep working.
   * AppClient's signInPlayer does the same and hands back a client acting as the player.
   */
  async signInAppPlayer(appId: string, externalId: string, name?: string): Promise<AppPlayer> {
    return (await this.putAppPlayer(appId, externalId, name)).appPlayer;
  }

  /**
   * A new token for this player; the old one stops working at once, so this client switches to the new one. A retry
   * after a lost answer (the same Idempotency-Key, the old token) is answered the same new token.
   */
  async rotateToken(): Promise<NewToken> {
    const rotated = await this.call<NewToken>('POST', '/players/me/token');
    this.currentToken = rotated.token;
    return rotated;
  }

  /** The caller's games, most recently changed first. */
  listMyGames(query: Page & { status?: GameStatus | GameStatus[] } = {}): Promise<MyGamesPage> {
    const status = Array.isArray(query.status) ? query.status.join(',') : query.status;
    return this.call('GET', '/players/me/games', undefined, { status, limit: query.limit, cursor: query.cursor });
  }

  /** The caller's chip balance, and their stakes in games not yet ended. */
  getChips(): Promise<Chips> {
    return this.call('GET', '/players/me/chips');
  }

  /** The caller's ledger of chips, newest first: grants, stakes, shares and refunds, each with the balance after it. */
  listLedger(query: Page = {}): Promise<LedgerPage> {
    return this.call('GET', '/players/me/ledger', undefined, { limit: query.limit, cursor: query.cursor });
  }

  /**
   * Everything the service holds about this player, in one document (GET /players/me/export):
   * every game they were seated in, every ledger entry, their ratings, webhooks, devices, apps and
   * tickets; no token, key or secret. Save it as JSON to give the player their data.
   */
  exportMyData(): Promise<PlayerExport> {
    return this.call('GET', '/players/me/export');
  }

  /**
   * Erases this player for good (DELETE /players/me, docs/contract.md Your data): every token of
   * theirs stops working, their games in play are resigned and their lobbies left, their webhooks,
   * devices and apps are deleted, and their name is gone from every answer. The client forgets its
   * token: a later call acting for the player needs a new one. If the answer is lost (a network
   * error), call it again: until the erasure is done the token still works.
   */
  async deleteMe(): Promise<void> {
    await this.callForNothing('DELETE', '/players/me');
    this.currentToken = undefined;
  }

  // Games

  /** A new game with the caller at seat 0, sending a client seed of its own unless one is given. */
  createGame<G extends GameName>(game: G, options: { config?: ConfigInputs[G]; clientSeed?: string } = {}): Promise<ViewOf<G>> {
    return this.seeded(options.clientSeed, (seed) => this.call('POST', '/games', { game, config: options.config, ...seed }));
  }

  /** Open lobbies to join, newest first. */
  listLobbies(query: Page & { game?: GameName } = {}): Promise<LobbyPage> {
    return this.call('GET', '/games', undefined, { status: 'lobby', game: query.game, limit: query.limit, cursor: query.cursor });
  }

  getGame(gameId: string): Promise<GameView> {
    return this.call('GET', at(gameId));
  }

  /** The view unless it is still the one `etag` names (If-None-Match): then null. */
  async getGameIfChanged(gameId: string, etag: string | null): Promise<{ game: GameView; etag: string | null } | null> {
    const response = await this.transport.send('GET', at(gameId), {
      token: this.currentToken,
      headers: etag ? { 'if-none-match': etag } : {},
    });
    if (response.status === 304) return null;
    return { game: (await response.json()) as GameView, etag: response.headers.get('etag') };
  }

  /** Takes the next seat, sending a client seed of its own unless one is given. */
  joinGame(gameId: string, options: { clientSeed?: string } = {}): Promise<GameView> {
    return this.seeded(options.clientSeed, (seed) => this.call('POST', `${at(gameId)}/join`, seed));
  }

  /** Sends with the given client seed or a fresh one; to a server that takes none, without (see seedless). */
  private async seeded<T>(given: string | undefined, send: (seed: { clientSeed?: string }) => Promise<T>): Promise<T> {
    const server = this.options.baseUrl;
    if (seedless.has(server) && given === undefined) return send({});
    try {
      return await send({ clientSeed: given ?? clientSeed() });
    } catch (error) {
      if (given !== undefined || !refusesSeeds(error)) throw error;
      seedless.add(server);
      return send({});
    }
  }

  startGame(gameId: string): Promise<GameView> {
    return this.call('POST', `${at(gameId)}/start`);
  }

  /** One page of the game's events after version `after`, oldest first. */
  listEvents(gameId: string, query: { after?: number; limit?: number } = {}): Promise<EventsPage> {
    return this.call('GET', `${at(gameId)}/events`, undefined, { after: query.after, limit: query.limit });
  }

  /** Every event after version `after`, all pages. */
  async allEvents(gameId: string, after = 0): Promise<GameEvent[]> {
    const events: GameEvent[] = [];
    for (let next: number | null = after; next !== null;) {
      const page: EventsPage = await this.listEvents(gameId, { after: next });
      events.push(...page.events);
      next = page.nextAfter;
    }
    return events;
  }

  /** Sends a command; with `expectedVersion` in it, a game that moved on refuses it (409 version-conflict). */
  sendCommand(gameId: string, command: Command): Promise<CommandReply> {
    return this.call('POST', `${at(gameId)}/commands`, command);
  }

  getLegalMoves(gameId: string): Promise<LegalMoves> {
    return this.call('GET', `${at(gameId)}/legal-moves`);
  }

  leaveGame(gameId: string): Promise<GameView> {
    return this.call('POST', `${at(gameId)}/leave`);
  }

  resignGame(gameId: string): Promise<GameView> {
    return this.call('POST', `${at(gameId)}/resign`);
  }

  /** The finished game's rematch: a new lobby (the first caller creates it), the caller seated in it. */
  rematch(gameId: string): Promise<GameView> {
    return this.call('POST', `${at(gameId)}/rematch`);
  }

  addBot(gameId: string, level?: BotLevel): Promise<GameView> {
    return this.call('POST', `${at(gameId)}/bots`, level ? { level } : {});
  }

  getHint(gameId: string): Promise<Hint> {
    return this.call('GET', `${at(gameId)}/hint`);
  }

  /**
   * How well each person played a finished game: their decisions against the engine (the Dice
   * Kings optimum, or the strong bot), the expected points given up and their largest mistakes.
   * Before the end: ApiError 409 `not-ended`.
   */
  getAnalysis(gameId: string): Promise<GameAnalysis> {
    return this.call('GET', `${at(gameId)}/analysis`);
  }

  /** Test hooks only (a server started with TEST_HOOKS=1): the next dice, or the bag before the start. */
  async rigGame(gameId: string, rig: Rig): Promise<void> {
    await this.transport.send('POST', `${at(gameId)}/test/rig`, { token: this.currentToken, body: rig });
  }

  /**
   * Test hooks only (a server started with TEST_HOOKS=1): moves the server's clock forward by
   * `advanceSeconds` (1 to 2,592,000), for good; what falls due meanwhile happens within seconds.
   */
  advanceClock(advanceSeconds: number): Promise<ClockNow> {
    return this.call('POST', '/test/clock', { advanceSeconds });
  }

  /** Follows the game live: see live.ts. */
  subscribe(gameId: string, options: SubscribeOptions): Subscription {
    return subscribe(this, this.options, gameId, options);
  }

  /**
   * Checks a finished game's dice and tiles against its revealed seeds (docs/contract.md,
   * Fairness) with the SDK's own verifier; a game it does not ship, with the checker given.
   */
  async verifyGame<More extends MoreGames = Record<never, never>>(
    gameId: string,
    options: VerifyOptions<More> = {},
  ): Promise<Verdict<More>> {
    const [view, events] = await Promise.all([this.getGame(gameId), this.allEvents(gameId)]);
    // Read as data: a server from before fairness shows none.
    if (!('fairness' in view) || !isFairness(view.fairness)) throw new Error(`the view of ${gameId} shows no fairness proof`);
    return verifyGame(proofOf({ ...view, fairness: view.fairness }, events), options);
  }

  // Leaderboards

  getLeaderboard(board: LeaderboardName, query: Page & { order?: 'score' | 'rating' } = {}): Promise<LeaderboardPage> {
    return this.call('GET', `/leaderboards/${encodeURIComponent(board)}`, undefined, {
      order: query.order,
      limit: query.limit,
      cursor: query.cursor,
    });
  }
  /** A person's profile: their rating, games, wins and best score on each board (docs/contract.md, Ratings and profiles). */
  getProfile(playerId: string): Promise<Profile> {
    return this.call('GET', `/players/${encodeURIComponent(playerId)}`);
  }

  /** What an ended game changed in each person's rating: before and after (409 `not-rated-yet` for a second or two after the end). */
  getGameRatings(gameId: string): Promise<GameRatings> {
    return this.call('GET', `/games/${encodeURIComponent(gameId)}/ratings`);
  }

  // Quick match

  /** A ticket that searches for a table (quickMatch waits for it too). */
  askForMatch(request: MatchRequest): Promise<Ticket> {
    return this.call('POST', '/matchmaking', request);
  }

  getTicket(ticketId: string): Promise<Ticket> {
    return this.call('GET', `/matchmaking/${encodeURIComponent(ticketId)}`);
  }

  /** The ticket unless it is still the one `etag` names (If-None-Match): then null. */
  async getTicketIfChanged(ticketId: string, etag: string | null): Promise<{ ticket: Ticket; etag: string | null } | null> {
    const response = await this.transport.send('GET', `/matchmaking/${encodeURIComponent(ticketId)}`, {
      token: this.currentToken,
      headers: etag ? { 'if-none-match': etag } : {},
    });
    if (response.status === 304) return null;
    return { ticket: (await response.json()) as Ticket, etag: response.headers.get('etag') };
  }

  /** Stops a searching ticket; once matched, ApiError 409 `already-matched`. */
  cancelTicket(ticketId: string): Promise<Ticket> {
    return this.call('DELETE', `/matchmaking/${encodeURIComponent(ticketId)}`);
  }

  /**
   * A table found for the caller: a ticket made, waited for (its ETag polled) and the started
   * game returned. `signal` cancels the search (the ticket is deleted); see quick-match.ts.
   */
  quickMatch(request: MatchRequest, options: QuickMatchOptions = {}): Promise<QuickMatch> {
    return quickMatch(this, request, options);
  }

  // Apps

  /** Registers an app; its `secretKey` is shown once: keep it on the app's servers only. */
  createApp(name: string): Promise<NewApp> {
    return this.call('POST', '/apps', { name });
  }

  listApps(): Promise<AppList> {
    return this.call('GET', '/apps');
  }

  getApp(appId: string): Promise<App> {
    return this.call('GET', `/apps/${encodeURIComponent(appId)}`);
  }

  /** A new secret key, shown once; the replaced one keeps working until `previousValidUntil` (24 hours). */
  rotateAppSecret(appId: string): Promise<RotatedAppSecret> {
    return this.call('POST', `/apps/${encodeURIComponent(appId)}/secret`);
  }

  /** Deletes the app: both its keys stop working at once, its webhook subscriptions and push credentials are deleted; its players stay players. */
  deleteApp(appId: string): Promise<void> {
    return this.callForNothing('DELETE', `/apps/${encodeURIComponent(appId)}`);
  }

  /** Sets (or replaces) the app's credentials for one push platform; they are never shown again (getApp's `push` says which are set). */
  setAppPush<P extends keyof AppPushCredentials>(appId: string, platform: P, credentials: AppPushCredentials[P]): Promise<PushConfigured> {
    return this.call('PUT', `/apps/${encodeURIComponent(appId)}/push/${encodeURIComponent(platform)}`, credentials);
  }

  async deleteAppPush(appId: string, platform: keyof AppPushCredentials): Promise<void> {
    await this.transport.send('DELETE', `/apps/${encodeURIComponent(appId)}/push/${encodeURIComponent(platform)}`, {
      token: this.currentToken,
    });
  }

  // Notifications

  /**
   * Registers one of the caller's devices under the client's own name for it, or replaces what it
   * was (it keeps its `createdAt`). For a browser, subscribe with webPushKey()'s key and send
   * `subscription.toJSON()`; a native app sends the device token its platform gave it.
   */
  putDevice(deviceId: string, device: PutDevice): Promise<Device> {
    return this.call('PUT', `/players/me/devices/${encodeURIComponent(deviceId)}`, device);
  }

  /** The caller's devices, oldest first, without their tokens or subscriptions. */
  listDevices(): Promise<DeviceList> {
    return this.call('GET', '/players/me/devices');
  }

  async deleteDevice(deviceId: string): Promise<void> {
    await this.transport.send('DELETE', `/players/me/devices/${encodeURIComponent(deviceId)}`, { token: this.currentToken });
  }

  /** The deployment's VAPID public key: `applicationServerKey` for a browser's `pushManager.subscribe`. */
  webPushKey(): Promise<WebPushKey> {
    return this.call('GET', '/push/webpush');
  }
}
