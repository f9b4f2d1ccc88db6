/**
 * Generated from openapi.yaml by openapi-typescript (npm run types --workspace client).
 * Do not edit: a test fails when this file and openapi.yaml disagree.
 */
export type paths = {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the service and its database answer
         * @description Answers 200 while the service and its database answer, 503 `unavailable` (with Retry-After) while the database cannot be reached. The database is asked at most every 1.5 s, however often this is called.
         */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a player and their bearer token
         * @description Creates a player with a name (1–40 characters after trimming) and answers their bearer token, shown this once: the server keeps only its hash. With an Idempotency-Key, a retry names the same player with a new token, and the token answered before stops working; but only while no request has been made with the player's token: after that, a retry is 409 `token-claimed`. A deployed stage takes a limited number of sign-ups per client address a minute: past it, 429 `rate-limited` with `Retry-After`. With `X-App-Key` (an app's publishable key), the player is the app's (`appId` on `GET /players/me`); a key unknown, or of a deleted app, is 401 `unauthenticated` and makes no player.
         */
        post: operations["playersCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who the token belongs to
         * @description Answers the player the bearer token belongs to, and the app they signed up through (`appId`: null for a player of no app, and once their app is deleted).
         */
        get: operations["playersMe"];
        put?: never;
        post?: never;
        /**
         * Erase the caller: every token stops, and their name is gone for good
         * @description Erases the caller (docs/privacy.md). Before the answer: every token of theirs stops working, and live subscriptions made with them are told `unauthenticated`; their webhook subscriptions, devices and apps (as `DELETE /apps/{appId}` does) are deleted; a quick-match ticket still searching is cancelled; their seats in lobbies are left (a lobby they created is cancelled) and their games in play resigned. Within a minute their name is in no answer, event, board, profile or list: a seat shows `"name": "Deleted player"` with its `playerId` unchanged, and `GET /players/{playerId}` is 404 `player-not-found`. The ledger's entries stay, anonymous, so every game's shares still equal its pot; every game still verifies. If the answer is lost, send it again with the same token: until the erasure is done the token works, and after it the request is 401 `unauthenticated`.
         */
        delete: operations["playersDelete"];
        options?: never;
        head?: never;
        /**
         * Rename the caller; seats of games still going and board lines show the new name from then on
         * @description Gives the caller a new name (the same rule as `POST /players`): the profile, the board lines, and every seat of theirs in a game still going (lobby or playing) show it from then on. Ended and cancelled games keep the names they were played under.
         */
        patch: operations["playersRename"];
        trace?: never;
    };
    "/players/me/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the caller's token: the one used for this call stops working at once
         * @description Answers a new bearer token for the caller, shown this once; the token this call was made with stops working at once, everywhere. With an Idempotency-Key, a retry with the same key and the token the first call was made with answers the same new token again (`Idempotent-Replayed: true`), although the token it comes with no longer works, but only while the new token has not been used and within 10 minutes of the rotation; after either (or once the new token has itself been replaced) it is 401 `unauthenticated`. The server stores only the hash of the new token: a replay derives the token again from the old one. Until then the key is as secret as the token: whoever holds the old token and the key gets the new one, so use a random key (the SDK does) and use the new token at once.
         */
        post: operations["playersToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's games, latest change first, cursor-paginated, optionally by status
         * @description Every game the caller holds a seat in (a seat left in the lobby is gone), most recently changed first, with `yourMove` when the game awaits the caller. `status` filters by one or several statuses, comma-separated. Every page but the last is full; a page is one read without a filter or with one status (or all four), one read per status named otherwise.
         */
        get: operations["playersGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/chips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's chip balance and stakes in play
         * @description Every player has 1,000 chips when created. `balance` is the sum of the ledger (GET /players/me/ledger); `inPlay` is the stakes taken from the caller by games that have started and not yet ended.
         */
        get: operations["playersChips"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's ledger of chips, newest first, cursor-paginated
         * @description Every change of the balance is an entry: the grant of a new player, a stake taken at a start, a share of a pot at the end, a stake given back by a game that ended with no winner. `amount` is signed and `balance` is the balance after the entry, so the balance is the sum of the entries.
         */
        get: operations["playersLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything the service holds about the caller, in one JSON document to download
         * @description The caller's data, whole and unpaged, as a download (`Content-Disposition: attachment`): who they are, every game they were ever seated in (lobbies left and cancelled ones included: `seat` null for a lobby left, `endedAt` null until the game ends or is cancelled), their chips and every ledger entry, their rating on every board, their webhook subscriptions, devices and apps, and every quick-match ticket they made that is still kept. No token, key, secret or hash of one is in it.
         */
        get: operations["playersExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/devices/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Register or replace one of the caller's devices for push
         * @description Registers a phone or browser of the caller's under the client's own name for it (`deviceId`), or replaces what that device was: 201 when new, 200 when replaced (it keeps its `createdAt`). `webpush` sends the browser's `PushSubscription` as JSON (any player may); `apns`, `fcm` and `expo` send the device token the platform gave the app, and need the player's app to have credentials for that platform (409 `push-not-configured`). A Web Push endpoint must be https on a public host (422 `invalid-push-endpoint`). `locale` (BCP 47, default `en`) chooses the messages' language; `events` which messages come (default all four). The answer never shows the token or subscription.
         */
        put: operations["devicesPut"];
        post?: never;
        /**
         * Delete one of the caller's devices: it gets no more messages
         * @description Deletes one of the caller's devices (a sign-out on that phone or browser): no message goes to it from then on.
         */
        delete: operations["devicesDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's devices (without their tokens or subscriptions)
         * @description Every device the caller registered for push, oldest first: its name, platform, locale and the messages it gets. Tokens and subscriptions are never shown again: a client that lost its own registers it anew with PUT.
         */
        get: operations["devicesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/{playerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A person's public profile: their rating, games, wins and best score on each board
         * @description Anyone may read a person's profile: on each board (`quicks`, `dice-kings`, `dice-kings-3`, `rummiduck`) their OpenSkill rating (null before their first rated game), the games and wins counted there and their best score. Bots have no profile. Ratings and counts are projections: a finished game shows within a second or two.
         */
        get: operations["playersGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open lobbies to join, newest first, cursor-paginated
         * @description The games waiting for players, newest first, optionally of one game; a game leaves the list once it is full or started. A projection: a new lobby shows within a second or two.
         */
        get: operations["gamesList"];
        put?: never;
        /**
         * Create a game; the caller takes seat 0
         * @description Creates a game of `quicks`, `dice-kings` or `rummiduck` in the lobby, with the caller in seat 0. `config` takes the rules documents' keys; each one left out takes its default, and the view shows the effective config. An unknown key or a value out of range is 400 `invalid-config`, naming the key. With a `Stake` above the caller's balance: 409 `insufficient-chips`.
         */
        post: operations["gamesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The game as the caller may see it (ETag; If-None-Match answers 304)
         * @description The game as the caller may see it: a seated Rummiduck player sees their own rack, nobody sees another's. The ETag changes exactly when what the caller sees can change; send it as If-None-Match to get 304 while the game has not moved.
         */
        get: operations["gamesGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take the next seat (joining twice is a no-op)
         * @description Seats the caller in the next seat of a lobby. Joining twice is a no-op that answers the view again; a full game is 409 `game-full`, a started one 409 `already-started`.
         */
        post: operations["gamesJoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start the game (seat 0 only)
         * @description Starts the game: only the player in seat 0, once enough players are seated. The first turn begins (a Rummiduck deal is dealt) and the TurnTime clock runs.
         */
        post: operations["gamesStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give up the caller's seat in the lobby (seat 0 leaving cancels the game)
         * @description In the lobby, the caller gives up their seat: the seats after it move up by one, and a full game is back on the lobby list. Seat 0 leaving cancels the game (status `cancelled`): it leaves the lobby list, and joining or starting it is 409 `game-over`. Once the game has started, a player resigns instead.
         */
        post: operations["gamesLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/resign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave a game in play for good (docs/rulings.md, Resigning); twice is a no-op
         * @description A seated player leaves a game in play for good (docs/rulings.md, Resigning): the seat stays, marked `resigned`, the game never waits for them again and they can never win; what follows (the turn passes, the game ends when too few are left) is the game's own rule. Resigning twice stores nothing.
         */
        post: operations["gamesResign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/rematch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Play an ended game again: one new lobby of the same game and config for its players
         * @description Plays an ended game again. The first player of the ended game to ask makes one new lobby of the same game and config and sits at seat 0 (201); every later caller of that game is seated in that same lobby (200). The ended game names it in its view's `rematch`.
         */
        post: operations["gamesRematch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/bots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Seat a bot in the next seat (seat 0, in the lobby)
         * @description Seat 0 seats a bot in the next seat of a game in the lobby (`level` `strong` by default, or `easy`). A bot is a seated player (`bot: true`) with no token: it moves by itself within a couple of seconds of being awaited, through the same command flow as everyone, decides from its own view alone and never resigns. Bots are not on the leaderboards.
         */
        post: operations["gamesBots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The game's events after version `after`, oldest first, redacted for the caller
         * @description The game's stored events after version `after`, oldest first, each with the version of the command that stored it. Redacted for the caller exactly as the view is: no other rack, no bag. A page holds whole commands; pass `nextAfter` as `after` for the next.
         */
        get: operations["gamesEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/commands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a command of the game (Idempotency-Key header supported)
         * @description Applies a command of the game for the caller (docs/contract.md, Commands) and answers the version it stored with the view. With `expectedVersion`, a game that has moved on is 409 `version-conflict` and nothing is applied; without it, concurrent decisions of several players are all applied. A command that breaks a rule is 422 `illegal-move`, its detail naming the rule. With an Idempotency-Key, a retry answers the first response again.
         */
        post: operations["gamesCommands"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/legal-moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every command the caller may send now, each a ready body
         * @description Every command the caller may send now, each a ready body (Rummiduck's `play` is listed once, without a table, which the caller composes). Empty while it is not the caller's move.
         */
        get: operations["gamesLegalMoves"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/hint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The strong bot's choice for the caller now (only where the caller is the only person seated)
         * @description The strong bot's choice for the caller now, as a command body ready to send, with `expectedScore` where the game can compute it (one-column Dice Kings: the expected final score of the caller's pad under optimal play). Only in a game where the caller is the only seated player who is not a bot (otherwise 409 `hints-off`), and only when the game awaits the caller (otherwise 409 `not-your-turn`).
         */
        get: operations["gamesHint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How well each person played a finished game: their decisions against the best engine the game has
         * @description Once a game has ended, anyone may look back at it. For each person seated (bots left out): how many decisions they made, how many agreed with the engine, the expected points they gave up, and their largest mistakes with the move played and the better one, both as command bodies. Dice Kings with one column and the default scoring keys is judged `exact`ly by the solitaire optimum (each keep before a re-roll and each box scored, by the expected final score of the pad); every other game and variant by the strong bot's choice from the person's own view at that moment (`strong-bot`), with a loss where the bot can value both moves. A timer's default is no decision of the person's and is left out. Computed once from the game's events and kept. Replay the game itself with GET /games/{gameId}/events.
         */
        get: operations["gamesAnalysis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A finished game's rating changes: each person's rating before and after
         * @description Once a game has ended and the ratings projection has applied it (a second or two), each person seated, bots left out, with their rating on the game's board before and after it. A game that does not count (fewer than two people seated) answers empty `changes`. Before the end: 409 `not-ended`; ended but not applied yet: 409 `not-rated-yet`, ask again shortly.
         */
        get: operations["gamesRatings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leaderboards/{board}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A leaderboard, best score first or by rating, cursor-paginated
         * @description A board's players, best score first; equal scores share a rank. With `order=rating`, the people with at least one rated game, highest rating `ordinal` first. Every entry carries the person's `rating` (or null). A Dice Kings game counts on `dice-kings` or `dice-kings-3` by its columns. A projection: a finished game shows within a second or two.
         */
        get: operations["leaderboardsGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/matchmaking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a quick match: a ticket that searches for a table
         * @description Makes a ticket that searches for a table of `players` (default 2) for `game` with `config` (validated as POST /games validates it: 400 `invalid-config`). Tickets with the same game, effective config and `players` are matched, closest `ordinal` on the game's board first, the accepted difference starting at 5 and widening with waiting time until after 60 s anyone is accepted; the game is created with the owners seated in ticket order and started at once. `bots: true` fills the table with `strong` bots after 30 s (with a `Stake` above 0: 409 `stakes-no-bots`). A ticket still searching after 5 minutes expires. A player with a ticket still searching when the ask was made (of two asks at once, one is refused, even when the first ticket was matched meanwhile): 409 `already-searching`. Follow it with GET /matchmaking/{ticketId} or the `match.found` webhook.
         */
        post: operations["matchmakingCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/matchmaking/{ticketId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's quick-match tickets (ETag; If-None-Match answers 304)
         * @description The ticket: `searching`, `matched` (with `gameId`: the game is started and the caller seated), `cancelled` or `expired`. The ETag changes exactly when the status does; send it as If-None-Match to get 304 while the ticket still searches. Another player's ticket answers like a missing one: 404 `ticket-not-found`.
         */
        get: operations["matchmakingGet"];
        put?: never;
        post?: never;
        /**
         * Cancel a quick-match ticket
         * @description Stops a searching ticket: 200 the ticket, `cancelled` (one already cancelled or expired answers as it is). Once it is matched: 409 `already-matched`, naming the game. Another player's ticket answers like a missing one: 404 `ticket-not-found`.
         */
        delete: operations["matchmakingCancel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's webhook subscriptions (without their secrets)
         * @description The caller's subscriptions, oldest first, without their secrets; a subscription whose receiver answered 410 Gone shows `enabled: false`. With a player's token, the player's own subscriptions; with an app's secret key (`ocsk_…`), the app's.
         */
        get: operations["webhooksList"];
        put?: never;
        /**
         * Subscribe to the events of every game the caller is seated in (an app: every game seating one of its players)
         * @description Subscribes a URL to the events of every game the caller is seated in. With an app's secret key (`Authorization: Bearer ocsk_…`), the subscription is the app's: it receives the events of every game seating at least one of the app's players, `match.found` for their tickets and `turn.reminder` for them, once per subscription however many of its players sit there, with `data.appPlayers` naming them (`playerId`, `externalId`). The answer shows the signing secret (`whsec_…`) this once: verify each delivery's signature with it (Standard Webhooks). The URL must resolve to a public address (https on AWS).
         */
        post: operations["webhooksCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a subscription; deliveries already queued for it are dropped
         * @description Deletes one of the caller's subscriptions; deliveries already queued for it are dropped. Another's subscription (a player's or an app's) answers like a missing one. With a player's token, the player's own subscriptions; with an app's secret key (`ocsk_…`), the app's.
         */
        delete: operations["webhooksDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A subscription's delivery attempts, newest first, cursor-paginated
         * @description Every delivery attempt of one of the caller's subscriptions, newest first: the event, the receiver's status code or the error, and when the next retry is due. With a player's token, the player's own subscriptions; with an app's secret key (`ocsk_…`), the app's.
         */
        get: operations["webhooksDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a `ping` delivery to the subscription's URL at once
         * @description Queues a signed `ping` delivery to the subscription's URL at once, through the same worker, retries and delivery log as every delivery; its answer names the delivery's event id. Only the subscription's owner may ping it. With a player's token, the player's own subscriptions; with an app's secret key (`ocsk_…`), the app's.
         */
        post: operations["webhooksPing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the subscription's signing secret
         * @description Replaces the subscription's signing secret with a new one, shown in this answer once. Until `previousSecretExpiresAt` (24 hours) every delivery carries two signatures in `webhook-signature`, space-separated as Standard Webhooks allows: one with the new secret and one with the old, so a receiver verifying with either accepts it while it switches; after that only the new one. A second rotation within the overlap ends the first one's old secret at once. Only the subscription's owner may rotate it. With a player's token, the player's own subscriptions; with an app's secret key (`ocsk_…`), the app's.
         */
        post: operations["webhooksSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's apps (without their secret keys)
         * @description The apps the caller registered, oldest first, each as `GET /apps/{appId}` answers it: no secret key is ever shown again.
         */
        get: operations["appsList"];
        put?: never;
        /**
         * Register an app: a publishable key and a secret key
         * @description Registers an app the caller builds on this API (a phone app, a web site) and makes the caller its owner. The answer shows the secret key (`ocsk_…`, for the app's servers only) this once: the server keeps only its hash. The publishable key (`ocpk_…`) is no secret: players sign up through the app by sending it as `X-App-Key` on `POST /players`. The name follows the rules of a player's name.
         */
        post: operations["appsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/apps/{appId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller’s apps
         * @description One app of the caller's: its publishable key, how many players signed up through it, and which push platforms have credentials. An app unknown, deleted or another's is 404 `app-not-found`.
         */
        get: operations["appsGet"];
        put?: never;
        post?: never;
        /**
         * Delete an app: its keys stop at once
         * @description Deletes one of the caller's apps: both its keys stop working at once, everywhere, and its webhook subscriptions are deleted. The players who signed up through it stay players, of no app.
         */
        delete: operations["appsDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/apps/{appId}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the app's secret key
         * @description Makes a new secret key, shown in this answer once. The key it replaces keeps working until `previousValidUntil` (24 hours), so the app's servers can switch without a gap; a second rotation within those hours ends the first one's replaced key at once. Only the app's owner may rotate it.
         */
        post: operations["appsSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/apps/{appId}/players/{externalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sign one of the app's own players in: found or made, with a new token for this device
         * @description For the app's own servers, with its secret key (`Authorization: Bearer ocsk_…`). The player the app knows as `externalId` (1–128 characters of `A–Z a–z 0–9 . _ : @ -`) is made on the first call (201; `name` required) and found on later ones (200; `name` ignored). Every call answers a new bearer token for that player, shown this once: the session of one device. The player's other tokens keep working; `POST /players/me/token` with one of them replaces that one alone. A player's token here is 401 `unauthenticated`; another app's key, or an app that is unknown or deleted, 404 `app-not-found`.
         */
        put: operations["appsPlayersPut"];
        post?: never;
        /**
         * Erase one of the app's own players, exactly as DELETE /players/me does
         * @description For the app's own servers, with its secret key (`Authorization: Bearer ocsk_…`): the player the app knows as `externalId` is erased exactly as by `DELETE /players/me` (docs/privacy.md): every token of theirs stops working before the answer, their games in play are resigned and their lobbies left, and their name is gone for good. The external id is freed: a later `PUT /apps/{appId}/players/{externalId}` with it makes a new player (201), and the app's `players` count no longer counts the one erased. An external id the app has no player by (never, or erased already): 404 `player-not-found`. A player's token here is 401 `unauthenticated`; another app's key, or an app that is unknown or deleted, 404 `app-not-found`.
         */
        delete: operations["appsPlayersDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/apps/{appId}/push/{platform}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set an app's push credentials for one platform
         * @description Sets (or replaces) the credentials the app's messages go with on `apns` (an APNs authentication key: the `.p8` key, PEM, EC P-256, with its Team ID, Key ID and the app's bundle ID; `sandbox` for development builds), `fcm` (the JSON key file of a Google service account) or `expo` (an access token, if the project's enhanced security is on). Kept encrypted, apart from every read path, and never shown again: `GET /apps/{appId}` says only which platforms have some. Each key is checked to parse as the kind its platform signs with.
         */
        put: operations["appsPushPut"];
        post?: never;
        /**
         * Delete an app's push credentials for one platform
         * @description Deletes the app's credentials for `apns`, `fcm` or `expo`: no message goes on that platform from then on, and its players' devices on it cannot be registered (409 `push-not-configured`) until new ones are set. Deleting credentials the app does not have is no error.
         */
        delete: operations["appsPushDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/push/webpush": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The deployment's VAPID public key, for a browser's push subscription
         * @description The application server key a browser subscribes with (`pushManager.subscribe({ userVisibleOnly: true, applicationServerKey })`): the public half of the deployment's VAPID key pair (RFC 8292), base64url of the uncompressed P-256 point. It is made once per deployment and never changes, so a client may keep it.
         */
        get: operations["pushWebpush"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = {
    "game.started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `game.started` delivery
         * @description The game started: its seats. Sent to every subscription that asks for it (or for `*`), signed as Standard Webhooks says: verify `webhook-signature` with the subscription's secret before trusting the body. Answer any 2xx within 10 s; anything else is retried with backoff.
         */
        post: operations["receiveGameStarted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "turn.started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `turn.started` delivery
         * @description A new step began: who is awaited, the step and its deadline. Sent to every subscription that asks for it (or for `*`), signed as Standard Webhooks says: verify `webhook-signature` with the subscription's secret before trusting the body. Answer any 2xx within 10 s; anything else is retried with backoff.
         */
        post: operations["receiveTurnStarted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "game.ended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `game.ended` delivery
         * @description The game ended: scores, every tied winner, the pot with its shares, and the revealed server seed. Sent to every subscription that asks for it (or for `*`), signed as Standard Webhooks says: verify `webhook-signature` with the subscription's secret before trusting the body. Answer any 2xx within 10 s; anything else is retried with backoff.
         */
        post: operations["receiveGameEnded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "player.resigned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `player.resigned` delivery
         * @description A player left the game for good. Sent to every subscription that asks for it (or for `*`), signed as Standard Webhooks says: verify `webhook-signature` with the subscription's secret before trusting the body. Answer any 2xx within 10 s; anything else is retried with backoff.
         */
        post: operations["receivePlayerResigned"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "match.found": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `match.found` delivery
         * @description Quick match made a table for the subscriber's ticket: its game, created and started (version 1). Sent to every subscription that asks for it (or for `*`), signed as Standard Webhooks says: verify `webhook-signature` with the subscription's secret before trusting the body. Answer any 2xx within 10 s; anything else is retried with backoff.
         */
        post: operations["receiveMatchFound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "turn.reminder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `turn.reminder` delivery
         * @description The step awaiting the player runs out soon: 1 hour before its deadline, and 24 hours before in a step of 2 days or more. Sent to the player's own subscriptions and their app's. Sent to every subscription that asks for it (or for `*`), signed as Standard Webhooks says: verify `webhook-signature` with the subscription's secret before trusting the body. Answer any 2xx within 10 s; anything else is retried with backoff.
         */
        post: operations["receiveTurnReminder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    ping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `ping` delivery
         * @description A ping carries no game: its data names the subscription. Sent to every subscription that asks for it (or for `*`), signed as Standard Webhooks says: verify `webhook-signature` with the subscription's secret before trusting the body. Answer any 2xx within 10 s; anything else is retried with backoff.
         */
        post: operations["receivePing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type components = {
    schemas: {
        Health: {
            /** @constant */
            status: "ok";
        };
        /** @description RFC 9457 application/problem+json. */
        Problem: {
            /**
             * Format: uri
             * @description Names the kind of problem: `https://organized-chaos.dev/problems/<code>`.
             */
            type: string;
            /** @description The kind of problem, in a few words. */
            title: string;
            /** @description The HTTP status of the answer. */
            status: number;
            /** @description What was wrong, in words a person understands. */
            detail: string;
            code: components["schemas"]["ProblemCode"];
            /** @description The answer's X-Request-Id: quote it when you report a problem. */
            requestId: string;
        };
        /**
         * @description The contract's error code (docs/contract.md).
         * @enum {string}
         */
        ProblemCode: "invalid-request" | "invalid-config" | "invalid-command" | "unauthenticated" | "not-creator" | "not-seated" | "game-not-found" | "board-not-found" | "player-not-found" | "webhook-not-found" | "app-not-found" | "ticket-not-found" | "device-not-found" | "route-not-found" | "game-full" | "already-started" | "not-enough-players" | "not-your-turn" | "wrong-step" | "game-over" | "not-started" | "version-conflict" | "hints-off" | "not-ended" | "token-claimed" | "insufficient-chips" | "stakes-no-bots" | "not-rated-yet" | "already-searching" | "already-matched" | "push-not-configured" | "illegal-move" | "idempotency-key-reused" | "invalid-webhook-url" | "invalid-push-endpoint" | "rate-limited" | "internal-error" | "unavailable";
        CreatePlayer: {
            /** @description 1–40 characters after trimming and NFC normalisation, at least one a letter or digit; no control or format characters, default-ignorable code points (U+3164 and U+2800 too), line or paragraph separators, noncharacters or lone surrogates. */
            name: string;
        };
        NewPlayer: {
            /** @description A player id (`p_…`). */
            playerId: string;
            name: string;
            /** @description The bearer token. Shown once; the server keeps only its hash. */
            token: string;
        };
        Me: {
            /** @description A player id (`p_…`). */
            playerId: string;
            name: string;
            /** @description The app the player signed up through (`X-App-Key`); null for a player of no app. */
            appId: string | null;
        };
        RenamePlayer: {
            /** @description 1–40 characters after trimming and NFC normalisation, at least one a letter or digit; no control or format characters, default-ignorable code points (U+3164 and U+2800 too), line or paragraph separators, noncharacters or lone surrogates. */
            name: string;
        };
        Player: {
            /** @description A player id (`p_…`). */
            playerId: string;
            name: string;
        };
        NoBody: Record<string, never>;
        NewToken: {
            /** @description A player id (`p_…`). */
            playerId: string;
            /** @description The new bearer token, shown once. The token this call was made with no longer works. */
            token: string;
        };
        MyGamesPage: {
            games: {
                /** @description A game id (`g_…`). */
                gameId: string;
                game: components["schemas"]["GameName"];
                status: components["schemas"]["GameStatus"];
                /** @description The stream version: how many commands the game has stored. */
                version: number;
                players: components["schemas"]["SeatedPlayer"][];
                /** @description Null in the lobby and once the game has ended. */
                turn: {
                    /** @description The thrower, or the player whose turn it is. */
                    playerId: string;
                    step: components["schemas"]["Step"];
                    /** @description Who the game waits for now. */
                    awaiting: string[];
                    /** @description When the step runs out (TurnTime after it began); at the deadline its default applies. A deadline in the past means the default is due and applied within moments, and before any later command. */
                    deadline: string | null;
                } | null;
                /** @description The caller is in `turn.awaiting`. */
                yourMove: boolean;
                result: components["schemas"]["Result"] | null;
                /**
                 * Format: date-time
                 * @description When the game last changed; the list is in this order, latest first.
                 */
                updatedAt: string;
            }[];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** @enum {string} */
        GameName: "quicks" | "dice-kings" | "rummiduck";
        /**
         * @description `cancelled`: seat 0 left the lobby, so the game never started.
         * @enum {string}
         */
        GameStatus: "lobby" | "playing" | "ended" | "cancelled";
        SeatedPlayer: {
            /** @description A player id (`p_…`). */
            playerId: string;
            name: string;
            seat: number;
            /** @description Seated by the platform as a bot. */
            bot: boolean;
            /** @description Left the game in play for good: never awaited again, never a winner; the seat stays. */
            resigned: boolean;
        };
        /** @enum {string} */
        Step: "throw" | "white" | "colour" | "roll" | "choose" | "move";
        Result: {
            /** @description Every tied winner. */
            winners: string[];
            /** @description Each seated player's final score, by player id. */
            scores: {
                [key: string]: number;
            };
        };
        /** @description The caller's chips (docs/contract.md, Chips and the pot). */
        Chips: {
            /** @description The chips the player holds now: the sum of the ledger. */
            balance: number;
            /** @description The player's stakes in games that have started and not ended. */
            inPlay: number;
        };
        /** @description Entries of the caller's ledger, newest first. */
        LedgerPage: {
            entries: components["schemas"]["LedgerEntry"][];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        LedgerEntry: {
            /** @description `grant`, or the kind and the game: `stake-<gameId>`, `share-<gameId>`, `refund-<gameId>`. */
            entryId: string;
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
            /**
             * @description Why: the grant of a new player, a stake taken at a start, a share of a pot, a stake given back.
             * @enum {string}
             */
            kind: "grant" | "stake" | "share" | "refund";
            /** @description Signed: a stake is negative. */
            amount: number;
            /** @description The balance after this entry. */
            balance: number;
            /** @description The game the entry is for (every kind but `grant`). */
            gameId?: string;
        };
        /** @description Everything the service holds about the caller. */
        PlayerExport: {
            /** @description Who the caller is. */
            player: {
                /** @description A player id (`p_…`). */
                playerId: string;
                name: string;
                /**
                 * Format: date-time
                 * @description When the player was made.
                 */
                createdAt: string;
                /** @description The app the player signed up through; null for none (or once it is deleted). */
                appId: string | null;
            };
            /** @description Every game the caller was ever seated in, lobbies left and cancelled ones included, newest first. */
            games: {
                /** @description A game id (`g_…`). */
                gameId: string;
                game: components["schemas"]["GameName"];
                status: components["schemas"]["GameStatus"];
                /** @description The seat the caller holds; null for a lobby they left. */
                seat: number | null;
                /**
                 * Format: date-time
                 * @description ISO-8601, UTC.
                 */
                createdAt: string;
                /** @description When the game ended or was cancelled; null until then. */
                endedAt: string | null;
            }[];
            chips: components["schemas"]["Chips"];
            /** @description Every entry of the caller's ledger, newest first. */
            ledger: components["schemas"]["LedgerEntry"][];
            /** @description The caller's rating on every board; null where they have no rated game. */
            ratings: {
                quicks: components["schemas"]["Rating"] | null;
                "dice-kings": components["schemas"]["Rating"] | null;
                "dice-kings-3": components["schemas"]["Rating"] | null;
                rummiduck: components["schemas"]["Rating"] | null;
            };
            /** @description The caller's webhook subscriptions, oldest first, without their secrets. */
            webhooks: {
                id: string;
                url: string;
                events: string[];
                createdAt: string;
            }[];
            /** @description The caller's registered devices, without their push tokens or subscriptions. */
            devices: {
                deviceId: string;
                /** @enum {string} */
                platform: "webpush" | "apns" | "fcm" | "expo";
                locale: string;
                /**
                 * Format: date-time
                 * @description ISO-8601, UTC.
                 */
                createdAt: string;
            }[];
            /** @description The apps the caller registered, oldest first, without their keys. */
            apps: {
                appId: string;
                name: string;
                /**
                 * Format: date-time
                 * @description ISO-8601, UTC.
                 */
                createdAt: string;
            }[];
            /** @description Every quick-match ticket the caller made that is still kept (a day each), oldest first. */
            tickets: components["schemas"]["Ticket"][];
        };
        /** @description A rating on one board: OpenSkill's Plackett–Luce model with the library's defaults. */
        Rating: {
            /** @description OpenSkill's mean skill estimate (25 before the first rated game). */
            mu: number;
            /** @description The uncertainty of `mu` (25/3 before the first rated game). */
            sigma: number;
            /** @description mu − 3·sigma: the number people are ranked by. */
            ordinal: number;
        };
        Ticket: {
            /** @description A ticket id (`t_…`). */
            ticketId: string;
            /** @description `quicks`, `dice-kings` or `rummiduck`. */
            game: string;
            /** @description The effective config: every key, the defaults filled in. Tickets match on it. */
            config: {
                [key: string]: unknown;
            };
            /** @description The table size wanted. */
            players: number;
            /** @description After 30 s without a full table, the seats left are filled with `strong` bots and the game starts. */
            bots: boolean;
            status: components["schemas"]["TicketStatus"];
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            createdAt: string;
            /** @description The game made for it, once `matched`: created and started, the owner seated. */
            gameId?: string;
        };
        /**
         * @description `searching` until a table is made (`matched`, with `gameId`), the owner cancels it, or 5 minutes pass (`expired`).
         * @enum {string}
         */
        TicketStatus: "searching" | "matched" | "cancelled" | "expired";
        PutDevice: {
            /** @constant */
            platform: "webpush";
            /** @description The browser's `PushSubscription` as JSON. */
            subscription: {
                /**
                 * Format: uri
                 * @description The push service URL the browser gave: https, on a public host.
                 */
                endpoint: string;
                expirationTime?: number | null;
                keys: {
                    p256dh: string;
                    auth: string;
                };
            };
            /** @description A BCP 47 language tag (`en`, `de-AT`): the language of the messages, English where it has none of its own. Default `en`. */
            locale?: string;
            /**
             * @description What the device is told of, among `turn`, `reminder`, `ended` and `match`; all four by default.
             * @default [
             *       "turn",
             *       "reminder",
             *       "ended",
             *       "match"
             *     ]
             */
            events?: ("turn" | "reminder" | "ended" | "match")[];
        } | {
            /** @constant */
            platform: "apns";
            /** @description The device token the platform gave the app. */
            token: string;
            /** @description A BCP 47 language tag (`en`, `de-AT`): the language of the messages, English where it has none of its own. Default `en`. */
            locale?: string;
            /**
             * @description What the device is told of, among `turn`, `reminder`, `ended` and `match`; all four by default.
             * @default [
             *       "turn",
             *       "reminder",
             *       "ended",
             *       "match"
             *     ]
             */
            events?: ("turn" | "reminder" | "ended" | "match")[];
        } | {
            /** @constant */
            platform: "fcm";
            /** @description The device token the platform gave the app. */
            token: string;
            /** @description A BCP 47 language tag (`en`, `de-AT`): the language of the messages, English where it has none of its own. Default `en`. */
            locale?: string;
            /**
             * @description What the device is told of, among `turn`, `reminder`, `ended` and `match`; all four by default.
             * @default [
             *       "turn",
             *       "reminder",
             *       "ended",
             *       "match"
             *     ]
             */
            events?: ("turn" | "reminder" | "ended" | "match")[];
        } | {
            /** @constant */
            platform: "expo";
            /** @description The device token the platform gave the app. */
            token: string;
            /** @description A BCP 47 language tag (`en`, `de-AT`): the language of the messages, English where it has none of its own. Default `en`. */
            locale?: string;
            /**
             * @description What the device is told of, among `turn`, `reminder`, `ended` and `match`; all four by default.
             * @default [
             *       "turn",
             *       "reminder",
             *       "ended",
             *       "match"
             *     ]
             */
            events?: ("turn" | "reminder" | "ended" | "match")[];
        };
        Device: {
            /** @description The client's own name for the device: 1–64 of `A–Z a–z 0–9 _ -`. */
            deviceId: string;
            /** @enum {string} */
            platform: "webpush" | "apns" | "fcm" | "expo";
            locale: string;
            events: ("turn" | "reminder" | "ended" | "match")[];
            /**
             * Format: date-time
             * @description When the device was first registered (a replacement keeps it).
             */
            createdAt: string;
        };
        DeviceList: {
            /** @description The caller's devices, oldest first, without their tokens or subscriptions. */
            devices: components["schemas"]["Device"][];
        };
        Profile: {
            /** @description A player id (`p_…`). */
            playerId: string;
            name: string;
            boards: {
                quicks: {
                    /** @description Null before the first rated game on the board. */
                    rating: components["schemas"]["Rating"] | null;
                    games: number;
                    wins: number;
                    /** @description Null while every game of theirs on the board was resigned (or none was played). */
                    bestScore: number | null;
                };
                "dice-kings": {
                    /** @description Null before the first rated game on the board. */
                    rating: components["schemas"]["Rating"] | null;
                    games: number;
                    wins: number;
                    /** @description Null while every game of theirs on the board was resigned (or none was played). */
                    bestScore: number | null;
                };
                "dice-kings-3": {
                    /** @description Null before the first rated game on the board. */
                    rating: components["schemas"]["Rating"] | null;
                    games: number;
                    wins: number;
                    /** @description Null while every game of theirs on the board was resigned (or none was played). */
                    bestScore: number | null;
                };
                rummiduck: {
                    /** @description Null before the first rated game on the board. */
                    rating: components["schemas"]["Rating"] | null;
                    games: number;
                    wins: number;
                    /** @description Null while every game of theirs on the board was resigned (or none was played). */
                    bestScore: number | null;
                };
            };
        };
        /** @description The game to create, and its config (docs/contract.md, Games). */
        CreateGame: components["schemas"]["CreateQuicksGame"] | components["schemas"]["CreateDiceKingsGame"] | components["schemas"]["CreateRummiduckGame"];
        /** @description A new Quicks game. */
        CreateQuicksGame: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "quicks";
            config?: components["schemas"]["QuicksConfigInput"];
            /** @description The caller's own seed for the game's fairness proof; without one the server picks one (which cannot protect the caller). */
            clientSeed?: string;
        };
        /** @description Keys exactly as the rules document spells them after `Config.`; each one left out takes its default. */
        QuicksConfigInput: {
            /** @default 5 */
            PenaltyPoints?: number;
            /** @default 5 */
            LockAt?: number;
            /** @default 2 */
            LockedRows?: number;
            /** @default 4 */
            Penalties?: number;
            /** @default 30 */
            TurnTime?: number;
            /** @default 0 */
            Stake?: number;
        };
        /** @description A new Dice Kings game. */
        CreateDiceKingsGame: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "dice-kings";
            config?: components["schemas"]["DiceKingsConfigInput"];
            /** @description The caller's own seed for the game's fairness proof; without one the server picks one (which cannot protect the caller). */
            clientSeed?: string;
        };
        /** @description Keys exactly as the rules document spells them after `Config.`; each one left out takes its default. */
        DiceKingsConfigInput: {
            /** @default 63 */
            UpperBonusAt?: number;
            /** @default 35 */
            UpperBonus?: number;
            /** @default 100 */
            ExtraKingsBonus?: number;
            /** @default free */
            JokerRule?: "free" | "forced" | false;
            /** @default 1 */
            Columns?: 1 | 3;
            /** @default 60 */
            TurnTime?: number;
            /** @default 0 */
            Stake?: number;
        };
        /** @description A new Rummiduck game. */
        CreateRummiduckGame: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "rummiduck";
            config?: components["schemas"]["RummiduckConfigInput"];
            /** @description The caller's own seed for the game's fairness proof; without one the server picks one (which cannot protect the caller). */
            clientSeed?: string;
        };
        /** @description Keys exactly as the rules document spells them after `Config.`; each one left out takes its default. */
        RummiduckConfigInput: {
            /** @default 14 */
            StartTiles?: number;
            /** @default 30 */
            InitialMeld?: number;
            /** @default 1 */
            TimeoutTiles?: number;
            /** @default 30 */
            JokerPoints?: number;
            /** @default false */
            JokerColourMatters?: boolean;
            /** @default 120 */
            TurnTime?: number;
            /** @default 0 */
            Stake?: number;
        };
        /** @description A game as the caller may see it (docs/contract.md, The game view): `game` tells which board, config and steps it has. */
        GameView: components["schemas"]["QuicksGameView"] | components["schemas"]["DiceKingsGameView"] | components["schemas"]["RummiduckGameView"];
        /** @description A Quicks game as the caller may see it. */
        QuicksGameView: {
            /** @description A game id (`g_…`). */
            gameId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "quicks";
            status: components["schemas"]["GameStatus"];
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            config: components["schemas"]["QuicksConfig"];
            /** @description In seat order. */
            players: components["schemas"]["SeatedPlayer"][];
            /** @description Null in the lobby and once the game has ended. */
            turn: {
                /** @description The thrower, or the player whose turn it is. */
                playerId: string;
                step: components["schemas"]["QuicksStep"];
                /** @description Who the game waits for now. */
                awaiting: string[];
                /** @description When the step runs out (TurnTime after it began); at the deadline its default applies. A deadline in the past means the default is due and applied within moments, and before any later command. */
                deadline: string | null;
            } | null;
            /** @description Set once the game has ended. */
            result: components["schemas"]["Result"] | null;
            /** @description The new lobby that plays this ended game again (POST /games/{gameId}/rematch), once there is one. */
            rematch: string | null;
            /** @description The proof of the dice and the bag; null only for a game stored before fairness was recorded. */
            fairness: components["schemas"]["Fairness"] | null;
            pot: components["schemas"]["Pot"];
            /** @description Null in the lobby. */
            board: components["schemas"]["QuicksBoard"] | null;
        };
        /** @description The effective config, defaults filled in. */
        QuicksConfig: {
            /** @default 5 */
            PenaltyPoints: number;
            /** @default 5 */
            LockAt: number;
            /** @default 2 */
            LockedRows: number;
            /** @default 4 */
            Penalties: number;
            /** @default 30 */
            TurnTime: number;
            /** @default 0 */
            Stake: number;
        };
        /** @enum {string} */
        QuicksStep: "throw" | "white" | "colour";
        /** @description The proof of the dice and the bag (docs/contract.md, Fairness). */
        Fairness: {
            /** @description `oc-fair-v1` (docs/contract.md, Fairness; docs/fairness.md). */
            algorithm: string;
            /** @description The SHA-256 of the server seed's 32 bytes, lower-case hex, shown from the creation on. */
            commitment: string;
            /** @description Each seated player's client seed, by player id; a bot's is `bot`. */
            clientSeeds: {
                [key: string]: string;
            };
            /** @description The secret server seed as 64 lower-case hex characters: null until the game ends or is cancelled. */
            serverSeed: string | null;
            /** @description Dice or bag were set through the test hook: nothing to verify. */
            rigged: boolean;
        };
        /** @description The chips the game is played for (docs/contract.md, Chips and the pot). */
        Pot: {
            /** @description Each seated player's stake (`config.Stake`). */
            stake: number;
            /** @description The stake times the players seated at the start, resigned players included; 0 before the start and in a cancelled lobby. */
            total: number;
            /** @description Once the game has ended: what each player got from the pot (the winners, floor(total / winners) each, the chips left one each in seat order; with no winner every stake back). Null before. */
            shares: {
                [key: string]: number;
            } | null;
        };
        /** @description Every sheet is open: all viewers see the same board. */
        QuicksBoard: {
            /** @description Null until the turn's dice are thrown. */
            dice: {
                white: number[];
                red?: number;
                yellow?: number;
                green?: number;
                blue?: number;
            } | null;
            /** @description Rows closed for everyone; their dice are out of the game. */
            lockedRows: components["schemas"]["QuicksRow"][];
            sheets: {
                [key: string]: {
                    /** @description The numbers crossed in each row, in the order crossed. */
                    rows: {
                        red: number[];
                        yellow: number[];
                        green: number[];
                        blue: number[];
                    };
                    /** @description The rows this player locked. */
                    locks: components["schemas"]["QuicksRow"][];
                    penalties: number;
                    score: number;
                };
            };
        };
        /**
         * @description A row of the sheet.
         * @enum {string}
         */
        QuicksRow: "red" | "yellow" | "green" | "blue";
        /** @description A Dice Kings game as the caller may see it. */
        DiceKingsGameView: {
            /** @description A game id (`g_…`). */
            gameId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "dice-kings";
            status: components["schemas"]["GameStatus"];
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            config: components["schemas"]["DiceKingsConfig"];
            /** @description In seat order. */
            players: components["schemas"]["SeatedPlayer"][];
            /** @description Null in the lobby and once the game has ended. */
            turn: {
                /** @description The thrower, or the player whose turn it is. */
                playerId: string;
                step: components["schemas"]["DiceKingsStep"];
                /** @description Who the game waits for now. */
                awaiting: string[];
                /** @description When the step runs out (TurnTime after it began); at the deadline its default applies. A deadline in the past means the default is due and applied within moments, and before any later command. */
                deadline: string | null;
            } | null;
            /** @description Set once the game has ended. */
            result: components["schemas"]["Result"] | null;
            /** @description The new lobby that plays this ended game again (POST /games/{gameId}/rematch), once there is one. */
            rematch: string | null;
            /** @description The proof of the dice and the bag; null only for a game stored before fairness was recorded. */
            fairness: components["schemas"]["Fairness"] | null;
            pot: components["schemas"]["Pot"];
            /** @description Null in the lobby. */
            board: components["schemas"]["DiceKingsBoard"] | null;
        };
        /** @description The effective config, defaults filled in. */
        DiceKingsConfig: {
            /** @default 63 */
            UpperBonusAt: number;
            /** @default 35 */
            UpperBonus: number;
            /** @default 100 */
            ExtraKingsBonus: number;
            /** @default free */
            JokerRule: "free" | "forced" | false;
            /** @default 1 */
            Columns: 1 | 3;
            /** @default 60 */
            TurnTime: number;
            /** @default 0 */
            Stake: number;
        };
        /** @enum {string} */
        DiceKingsStep: "roll" | "choose";
        /** @description Nothing is hidden in Dice Kings: all viewers see the same board. */
        DiceKingsBoard: {
            /** @description The five dice of this turn; null before its first roll. */
            dice: number[] | null;
            rollsLeft: number;
            pads: {
                [key: string]: {
                    columns: {
                        /** @description Every box of the column: its points, or null while it is open. */
                        boxes: {
                            ones: number | null;
                            twos: number | null;
                            threes: number | null;
                            fours: number | null;
                            fives: number | null;
                            sixes: number | null;
                            threeOfAKind: number | null;
                            fourOfAKind: number | null;
                            fullHouse: number | null;
                            smallStraight: number | null;
                            largeStraight: number | null;
                            diceKings: number | null;
                            chance: number | null;
                        };
                        upperBonus: number;
                        /** @description The extra Dice Kings points of this column, before the column's weight. */
                        extraKings: number;
                        /** @description The column's points after its weight (×1, ×2, ×3). */
                        total: number;
                    }[];
                    score: number;
                };
            };
            /** @description JokerRule `forced` only: the open boxes of the current player the dice may not go in (marked × on the pad). */
            marked?: {
                column: number;
                box: components["schemas"]["DiceKingsBox"];
            }[];
        };
        /**
         * @description A box of a Dice Kings column.
         * @enum {string}
         */
        DiceKingsBox: "ones" | "twos" | "threes" | "fours" | "fives" | "sixes" | "threeOfAKind" | "fourOfAKind" | "fullHouse" | "smallStraight" | "largeStraight" | "diceKings" | "chance";
        /** @description A Rummiduck game as the caller may see it. */
        RummiduckGameView: {
            /** @description A game id (`g_…`). */
            gameId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "rummiduck";
            status: components["schemas"]["GameStatus"];
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            config: components["schemas"]["RummiduckConfig"];
            /** @description In seat order. */
            players: components["schemas"]["SeatedPlayer"][];
            /** @description Null in the lobby and once the game has ended. */
            turn: {
                /** @description The thrower, or the player whose turn it is. */
                playerId: string;
                step: components["schemas"]["RummiduckStep"];
                /** @description Who the game waits for now. */
                awaiting: string[];
                /** @description When the step runs out (TurnTime after it began); at the deadline its default applies. A deadline in the past means the default is due and applied within moments, and before any later command. */
                deadline: string | null;
            } | null;
            /** @description Set once the game has ended. */
            result: components["schemas"]["Result"] | null;
            /** @description The new lobby that plays this ended game again (POST /games/{gameId}/rematch), once there is one. */
            rematch: string | null;
            /** @description The proof of the dice and the bag; null only for a game stored before fairness was recorded. */
            fairness: components["schemas"]["Fairness"] | null;
            pot: components["schemas"]["Pot"];
            /** @description Null in the lobby. */
            board: components["schemas"]["RummiduckBoard"] | null;
        };
        /** @description The effective config, defaults filled in. */
        RummiduckConfig: {
            /** @default 14 */
            StartTiles: number;
            /** @default 30 */
            InitialMeld: number;
            /** @default 1 */
            TimeoutTiles: number;
            /** @default 30 */
            JokerPoints: number;
            /** @default false */
            JokerColourMatters: boolean;
            /** @default 120 */
            TurnTime: number;
            /** @default 0 */
            Stake: number;
        };
        /** @enum {string} */
        RummiduckStep: "move";
        /** @description The table is open; of the racks, each viewer sees only their own. */
        RummiduckBoard: {
            /** @description The sets on the table. */
            table: components["schemas"]["RummiduckTile"][][];
            /** @description How many tiles the bag holds. */
            bag: number;
            /** @description How many tiles each rack holds. */
            racks: {
                [key: string]: number;
            };
            /** @description The caller's own rack; absent for other players and spectators. */
            rack?: components["schemas"]["RummiduckTile"][];
            hasMelded: {
                [key: string]: boolean;
            };
        };
        /** @description `<colour>-<number>-<a|b>` (colours black, blue, orange, red; numbers 1–13), or `joker-red`, `joker-black`. */
        RummiduckTile: string;
        LobbyPage: {
            games: {
                /** @description A game id (`g_…`). */
                gameId: string;
                game: components["schemas"]["GameName"];
                /** @description Seated so far. */
                players: number;
                /** @description The most players the game seats. */
                seats: number;
                /**
                 * Format: date-time
                 * @description ISO-8601, UTC.
                 */
                createdAt: string;
                /** @description The player in seat 0. */
                creator: string;
            }[];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        JoinGame: {
            /** @description The caller's own seed for the game's fairness proof; without one the server picks one (which cannot protect the caller). */
            clientSeed?: string;
        };
        AddBot: {
            /**
             * @description `strong` (the default) plays as well as the project can; `easy` plays legal but simple moves.
             * @enum {string}
             */
            level?: "strong" | "easy";
        };
        EventsPage: {
            events: components["schemas"]["GameEvent"][];
            /** @description Pass as `after` for the next page; null when there is none. */
            nextAfter: number | null;
        };
        /** @description An event as `viewer` may see it: nothing the rules hide stays in it. */
        GameEvent: components["schemas"]["QuicksEvent"] | components["schemas"]["DiceKingsEvent"] | components["schemas"]["RummiduckEvent"];
        /** @description An event of a Quicks game. */
        QuicksEvent: components["schemas"]["QuicksGameCreated"] | components["schemas"]["PlayerJoined"] | components["schemas"]["PlayerLeft"] | components["schemas"]["GameStarted"] | components["schemas"]["GameCancelled"] | components["schemas"]["PlayerRenamed"] | components["schemas"]["DrawsRigged"] | components["schemas"]["QuicksTurnStarted"] | components["schemas"]["QuicksDiceThrown"] | components["schemas"]["QuicksCrossed"] | components["schemas"]["QuicksPassed"] | components["schemas"]["QuicksRowLocked"] | components["schemas"]["QuicksColourStepBegan"] | components["schemas"]["QuicksPenaltyTaken"] | components["schemas"]["PlayerResigned"] | components["schemas"]["GameEnded"] | components["schemas"]["ServerSeedRevealed"] | components["schemas"]["RematchCreated"];
        /** @description A Quicks game was created. */
        QuicksGameCreated: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "GameCreated";
            /** @description A game id (`g_…`). */
            gameId: string;
            /** @constant */
            game: "quicks";
            config: components["schemas"]["QuicksConfig"];
            creator: {
                /** @description A player id (`p_…`). */
                playerId: string;
                name: string;
                clientSeed?: string;
            };
            /** @description What the server committed to: the algorithm and the SHA-256 of its secret seed. */
            fairness?: {
                algorithm: string;
                commitment: string;
            };
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description A player (or a bot) took the next seat. */
        PlayerJoined: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PlayerJoined";
            player: {
                /** @description A player id (`p_…`). */
                playerId: string;
                name: string;
                clientSeed?: string;
            };
            /**
             * @description Set when the seat is a bot's: its level.
             * @enum {string}
             */
            bot?: "strong" | "easy";
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description A player gave up their seat in the lobby: the seats after it moved up by one. */
        PlayerLeft: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PlayerLeft";
            /** @description A player id (`p_…`). */
            playerId: string;
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description Seat 0 started the game. */
        GameStarted: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "GameStarted";
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description Seat 0 left the lobby: the game will never start. */
        GameCancelled: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "GameCancelled";
            /** @description A player id (`p_…`). */
            playerId: string;
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description A seated player took a new name: the seat shows it from then on. */
        PlayerRenamed: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PlayerRenamed";
            /** @description A player id (`p_…`). */
            playerId: string;
            name: string;
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description Dice or tiles were queued through the test hook (the first rig of the game): its draws prove nothing. */
        DrawsRigged: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "DrawsRigged";
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description A player's turn begins: step `throw`, they are to throw. */
        QuicksTurnStarted: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TurnStarted";
            /** @description A player id (`p_…`). */
            playerId: string;
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description The dice fell; step `white` begins. */
        QuicksDiceThrown: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "DiceThrown";
            /** @description A player id (`p_…`). */
            thrower: string;
            /** @description The dice of this turn; a die out of the game (its row locked) is absent. */
            dice: {
                white: number[];
                red?: number;
                yellow?: number;
                green?: number;
                blue?: number;
            };
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description A player crossed `number` in `row`. */
        QuicksCrossed: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "Crossed";
            /** @description A player id (`p_…`). */
            playerId: string;
            row: components["schemas"]["QuicksRow"];
            number: number;
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description A player let the step's dice be. */
        QuicksPassed: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "Passed";
            /** @description A player id (`p_…`). */
            playerId: string;
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description The row closes for everyone and its die leaves the game. */
        QuicksRowLocked: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "RowLocked";
            row: components["schemas"]["QuicksRow"];
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description Step `colour` begins: the thrower may add a white die to a coloured one. */
        QuicksColourStepBegan: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ColourStepBegan";
            /** @description A player id (`p_…`). */
            thrower: string;
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description The thrower crossed nothing in either step of their turn. */
        QuicksPenaltyTaken: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PenaltyTaken";
            /** @description A player id (`p_…`). */
            playerId: string;
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description A player left the game in play for good (docs/rulings.md, Resigning). */
        PlayerResigned: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PlayerResigned";
            /** @description A player id (`p_…`). */
            playerId: string;
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description The game ended: scores and every tied winner. */
        GameEnded: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "GameEnded";
            result: components["schemas"]["Result"];
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description The game is over and its server seed is public: every draw can be checked (docs/contract.md, Fairness). */
        ServerSeedRevealed: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ServerSeedRevealed";
            /** @description The secret server seed, 64 lower-case hex characters. */
            serverSeed: string;
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description The new lobby that plays this ended game again, with its creator at seat 0. */
        RematchCreated: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "RematchCreated";
            /** @description A game id (`g_…`). */
            rematch: string;
            creator: {
                /** @description A player id (`p_…`). */
                playerId: string;
                name: string;
            };
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description An event of a Dice Kings game. */
        DiceKingsEvent: components["schemas"]["DiceKingsGameCreated"] | components["schemas"]["PlayerJoined"] | components["schemas"]["PlayerLeft"] | components["schemas"]["GameStarted"] | components["schemas"]["GameCancelled"] | components["schemas"]["PlayerRenamed"] | components["schemas"]["DrawsRigged"] | components["schemas"]["DiceKingsTurnStarted"] | components["schemas"]["DiceKingsDiceRolled"] | components["schemas"]["DiceKingsBoxScored"] | components["schemas"]["PlayerResigned"] | components["schemas"]["GameEnded"] | components["schemas"]["ServerSeedRevealed"] | components["schemas"]["RematchCreated"];
        /** @description A Dice Kings game was created. */
        DiceKingsGameCreated: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "GameCreated";
            /** @description A game id (`g_…`). */
            gameId: string;
            /** @constant */
            game: "dice-kings";
            config: components["schemas"]["DiceKingsConfig"];
            creator: {
                /** @description A player id (`p_…`). */
                playerId: string;
                name: string;
                clientSeed?: string;
            };
            /** @description What the server committed to: the algorithm and the SHA-256 of its secret seed. */
            fairness?: {
                algorithm: string;
                commitment: string;
            };
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description A player's turn begins: no dice yet, three rolls left. */
        DiceKingsTurnStarted: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TurnStarted";
            /** @description A player id (`p_…`). */
            playerId: string;
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description A roll: `keep` names the positions kept, `dice` all five values after it. */
        DiceKingsDiceRolled: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "DiceRolled";
            /** @description A player id (`p_…`). */
            playerId: string;
            keep: number[];
            dice: number[];
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description The turn's box is filled: its points, and any extra Dice Kings bonus earned. */
        DiceKingsBoxScored: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "BoxScored";
            /** @description A player id (`p_…`). */
            playerId: string;
            /** @description The column, 0 to 2 (always 0 with one column). */
            column: number;
            box: components["schemas"]["DiceKingsBox"];
            points: number;
            extraKings: number;
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description An event of a Rummiduck game. */
        RummiduckEvent: components["schemas"]["RummiduckGameCreated"] | components["schemas"]["PlayerJoined"] | components["schemas"]["PlayerLeft"] | components["schemas"]["GameStarted"] | components["schemas"]["GameCancelled"] | components["schemas"]["PlayerRenamed"] | components["schemas"]["DrawsRigged"] | components["schemas"]["RummiduckTilesDealt"] | components["schemas"]["RummiduckTablePlayed"] | components["schemas"]["RummiduckTilesDrawn"] | components["schemas"]["RummiduckPassed"] | components["schemas"]["PlayerResigned"] | components["schemas"]["GameEnded"] | components["schemas"]["ServerSeedRevealed"] | components["schemas"]["RematchCreated"];
        /** @description A Rummiduck game was created. */
        RummiduckGameCreated: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "GameCreated";
            /** @description A game id (`g_…`). */
            gameId: string;
            /** @constant */
            game: "rummiduck";
            config: components["schemas"]["RummiduckConfig"];
            creator: {
                /** @description A player id (`p_…`). */
                playerId: string;
                name: string;
                clientSeed?: string;
            };
            /** @description What the server committed to: the algorithm and the SHA-256 of its secret seed. */
            fairness?: {
                algorithm: string;
                commitment: string;
            };
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description The deal. Other racks and the bag are hidden: only their sizes are shown. */
        RummiduckTilesDealt: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TilesDealt";
            /** @description Only the caller's own rack; empty for spectators. */
            racks: {
                [key: string]: components["schemas"]["RummiduckTile"][];
            };
            rackSizes: {
                [key: string]: number;
            };
            bagSize: number;
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description The whole table after a legal play, and the tiles laid from the rack. */
        RummiduckTablePlayed: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TablePlayed";
            /** @description A player id (`p_…`). */
            playerId: string;
            /** @description The sets on the table. */
            table: components["schemas"]["RummiduckTile"][][];
            laid: components["schemas"]["RummiduckTile"][];
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description Tiles taken from the bag's front, by a draw or at a timeout. */
        RummiduckTilesDrawn: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TilesDrawn";
            /** @description A player id (`p_…`). */
            playerId: string;
            /** @enum {string} */
            reason: "draw" | "timeout";
            count: number;
            /** @description Only for the player who drew them. */
            tiles?: components["schemas"]["RummiduckTile"][];
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description A draw or timeout with an empty bag: a pass. */
        RummiduckPassed: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "Passed";
            /** @description A player id (`p_…`). */
            playerId: string;
            /** @enum {string} */
            reason: "draw" | "timeout";
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            at: string;
        };
        /** @description A command of the game (docs/contract.md, Commands): `type` tells which; each game has its own. */
        Command: components["schemas"]["QuicksThrowCommand"] | components["schemas"]["QuicksCrossCommand"] | components["schemas"]["QuicksPassCommand"] | components["schemas"]["DiceKingsRollCommand"] | components["schemas"]["DiceKingsScoreCommand"] | components["schemas"]["RummiduckPlayCommand"] | components["schemas"]["RummiduckDrawCommand"];
        /** @description A Quicks command. */
        QuicksThrowCommand: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "throw";
            /** @description Refuse with 409 version-conflict unless the game is at this version; nothing is applied then. */
            expectedVersion?: number;
        };
        /** @description A Quicks command. */
        QuicksCrossCommand: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "cross";
            /** @enum {string} */
            row: "red" | "yellow" | "green" | "blue";
            white?: 0 | 1;
            /** @description Refuse with 409 version-conflict unless the game is at this version; nothing is applied then. */
            expectedVersion?: number;
        };
        /** @description A Quicks command. */
        QuicksPassCommand: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pass";
            /** @description Refuse with 409 version-conflict unless the game is at this version; nothing is applied then. */
            expectedVersion?: number;
        };
        /** @description A Dice Kings command. */
        DiceKingsRollCommand: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "roll";
            keep?: number[];
            /** @description Refuse with 409 version-conflict unless the game is at this version; nothing is applied then. */
            expectedVersion?: number;
        };
        /** @description A Dice Kings command. */
        DiceKingsScoreCommand: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "score";
            /** @enum {string} */
            box: "ones" | "twos" | "threes" | "fours" | "fives" | "sixes" | "threeOfAKind" | "fourOfAKind" | "fullHouse" | "smallStraight" | "largeStraight" | "diceKings" | "chance";
            column?: 0 | 1 | 2;
            /** @description Refuse with 409 version-conflict unless the game is at this version; nothing is applied then. */
            expectedVersion?: number;
        };
        /** @description A Rummiduck command. */
        RummiduckPlayCommand: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "play";
            table: ("black-1-a" | "black-1-b" | "black-2-a" | "black-2-b" | "black-3-a" | "black-3-b" | "black-4-a" | "black-4-b" | "black-5-a" | "black-5-b" | "black-6-a" | "black-6-b" | "black-7-a" | "black-7-b" | "black-8-a" | "black-8-b" | "black-9-a" | "black-9-b" | "black-10-a" | "black-10-b" | "black-11-a" | "black-11-b" | "black-12-a" | "black-12-b" | "black-13-a" | "black-13-b" | "blue-1-a" | "blue-1-b" | "blue-2-a" | "blue-2-b" | "blue-3-a" | "blue-3-b" | "blue-4-a" | "blue-4-b" | "blue-5-a" | "blue-5-b" | "blue-6-a" | "blue-6-b" | "blue-7-a" | "blue-7-b" | "blue-8-a" | "blue-8-b" | "blue-9-a" | "blue-9-b" | "blue-10-a" | "blue-10-b" | "blue-11-a" | "blue-11-b" | "blue-12-a" | "blue-12-b" | "blue-13-a" | "blue-13-b" | "orange-1-a" | "orange-1-b" | "orange-2-a" | "orange-2-b" | "orange-3-a" | "orange-3-b" | "orange-4-a" | "orange-4-b" | "orange-5-a" | "orange-5-b" | "orange-6-a" | "orange-6-b" | "orange-7-a" | "orange-7-b" | "orange-8-a" | "orange-8-b" | "orange-9-a" | "orange-9-b" | "orange-10-a" | "orange-10-b" | "orange-11-a" | "orange-11-b" | "orange-12-a" | "orange-12-b" | "orange-13-a" | "orange-13-b" | "red-1-a" | "red-1-b" | "red-2-a" | "red-2-b" | "red-3-a" | "red-3-b" | "red-4-a" | "red-4-b" | "red-5-a" | "red-5-b" | "red-6-a" | "red-6-b" | "red-7-a" | "red-7-b" | "red-8-a" | "red-8-b" | "red-9-a" | "red-9-b" | "red-10-a" | "red-10-b" | "red-11-a" | "red-11-b" | "red-12-a" | "red-12-b" | "red-13-a" | "red-13-b" | "joker-red" | "joker-black")[][];
            /** @description Refuse with 409 version-conflict unless the game is at this version; nothing is applied then. */
            expectedVersion?: number;
        };
        /** @description A Rummiduck command. */
        RummiduckDrawCommand: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "draw";
            /** @description Refuse with 409 version-conflict unless the game is at this version; nothing is applied then. */
            expectedVersion?: number;
        };
        CommandReply: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            game: components["schemas"]["GameView"];
        };
        LegalMoves: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /** @description Every command the caller may send now, each a ready body. */
            moves: components["schemas"]["LegalMove"][];
        };
        LegalMove: components["schemas"]["QuicksMove"] | components["schemas"]["DiceKingsMove"] | components["schemas"]["RummiduckMove"];
        /** @description A Quicks command the caller may send now. */
        QuicksMove: {
            /** @constant */
            type: "throw";
        } | {
            /** @constant */
            type: "cross";
            /** @enum {string} */
            row: "red" | "yellow" | "green" | "blue";
            white?: 0 | 1;
        } | {
            /** @constant */
            type: "pass";
        };
        /** @description A Dice Kings command the caller may send now. */
        DiceKingsMove: {
            /** @constant */
            type: "roll";
            keep?: number[];
        } | {
            /** @constant */
            type: "score";
            /** @enum {string} */
            box: "ones" | "twos" | "threes" | "fours" | "fives" | "sixes" | "threeOfAKind" | "fourOfAKind" | "fullHouse" | "smallStraight" | "largeStraight" | "diceKings" | "chance";
            column?: 0 | 1 | 2;
        };
        /** @description A Rummiduck command the caller may send now. */
        RummiduckMove: {
            /** @constant */
            type: "play";
        } | {
            /** @constant */
            type: "draw";
        };
        Hint: {
            /** @description The stream version: how many commands the game has stored. */
            version: number;
            /** @description The strong bot's choice for the caller now: a command body, ready to send. */
            move: components["schemas"]["LegalMove"];
            /** @description The expected final score of the caller's pad with this play (Dice Kings, one column). */
            expectedScore?: number;
        };
        GameAnalysis: {
            /** @description A game id (`g_…`). */
            gameId: string;
            game: components["schemas"]["GameName"];
            /** @description Each person seated (bots left out), by player id. */
            players: {
                [key: string]: {
                    /**
                     * @description `exact`: Dice Kings with one column and the default scoring keys, every decision valued by the solitaire optimum. `strong-bot`: the strong bot's choice from the same view.
                     * @enum {string}
                     */
                    engine: "exact" | "strong-bot";
                    /** @description The person's decisions: every move they sent that was a choice (a timer's default is none). */
                    decisions: number;
                    /** @description The decisions that agreed with the engine (`exact`: a loss below 0.005; `strong-bot`: the same move). */
                    agreed: number;
                    /** @description The sum of the losses; null where the engine cannot value moves. */
                    expectedLoss: number | null;
                    /** @description The decisions not agreed, largest loss first (then in game order), at most 20. */
                    mistakes: components["schemas"]["AnalysisMistake"][];
                };
            };
        };
        AnalysisMistake: {
            /** @description The version of the command that made the decision (as in GET /games/{gameId}/events). */
            version: number;
            /** @description What the person sent, as a command body. */
            played: components["schemas"]["Command"];
            /** @description The engine's choice from the person's own view at that moment, as a command body. */
            best: components["schemas"]["Command"];
            /** @description The expected final points the move played gave up against the best; null where the engine cannot value both moves. */
            loss: number | null;
        };
        GameRatings: {
            /** @enum {string} */
            board: "quicks" | "dice-kings" | "dice-kings-3" | "rummiduck";
            /** @description Each person seated (bots left out); empty for a game that does not count (fewer than two people). */
            changes: {
                [key: string]: {
                    before: components["schemas"]["Rating"];
                    after: components["schemas"]["Rating"];
                };
            };
        };
        LeaderboardPage: {
            /** @enum {string} */
            board: "quicks" | "dice-kings" | "dice-kings-3" | "rummiduck";
            entries: {
                /** @description 1 + how many players are ahead in this order: equal best scores (or equal ordinals) share a rank. */
                rank: number;
                playerId: string;
                name: string;
                /** @description Null (order `rating` only) while every game of theirs on the board was resigned. */
                bestScore: number | null;
                /** @description Games won, a shared win in a tie included. */
                wins: number;
                games: number;
                /** @description Their rating on this board now; null before their first rated game. */
                rating: components["schemas"]["Rating"] | null;
            }[];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** @description The table wanted: game, config (as for POST /games) and table size. */
        Matchmaking: components["schemas"]["MatchQuicks"] | components["schemas"]["MatchDiceKings"] | components["schemas"]["MatchRummiduck"];
        /** @description A ticket for a Quicks table. */
        MatchQuicks: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "quicks";
            config?: components["schemas"]["QuicksConfigInput"];
            /** @description The table size wanted (default 2), within Quicks's player counts. */
            players?: number;
            /** @description Fill the table with `strong` bots after 30 s (refused with a `Stake` above 0). */
            bots?: boolean;
        };
        /** @description A ticket for a Dice Kings table. */
        MatchDiceKings: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "dice-kings";
            config?: components["schemas"]["DiceKingsConfigInput"];
            /** @description The table size wanted (default 2), within Dice Kings's player counts. */
            players?: number;
            /** @description Fill the table with `strong` bots after 30 s (refused with a `Stake` above 0). */
            bots?: boolean;
        };
        /** @description A ticket for a Rummiduck table. */
        MatchRummiduck: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "rummiduck";
            config?: components["schemas"]["RummiduckConfigInput"];
            /** @description The table size wanted (default 2), within Rummiduck's player counts. */
            players?: number;
            /** @description Fill the table with `strong` bots after 30 s (refused with a `Stake` above 0). */
            bots?: boolean;
        };
        CreateWebhook: {
            /** @description Where to POST the events: https on AWS; resolving to a public address. */
            url: string;
            /** @description `game.started`, `turn.started`, `game.ended`, `player.resigned`, `match.found`, `turn.reminder`, or `*` for all. */
            events: ("game.started" | "turn.started" | "game.ended" | "player.resigned" | "match.found" | "turn.reminder" | "*")[];
        };
        NewWebhook: {
            id: string;
            url: string;
            events: ("game.started" | "turn.started" | "game.ended" | "player.resigned" | "match.found" | "turn.reminder" | "*")[];
            createdAt: string;
            /** @description `whsec_…`: verify each delivery's `webhook-signature` with it. Shown once. */
            secret: string;
        };
        WebhookList: {
            webhooks: components["schemas"]["Webhook"][];
        };
        Webhook: {
            id: string;
            url: string;
            events: ("game.started" | "turn.started" | "game.ended" | "player.resigned" | "match.found" | "turn.reminder" | "*")[];
            createdAt: string;
            /** @description False once the receiver answered 410 Gone: nothing more is sent. */
            enabled: boolean;
            disabledReason: string | null;
        };
        WebhookDeliveries: {
            deliveries: {
                /** @description The webhook-id: the same on every attempt of one event. */
                eventId: string;
                type: string;
                attempt: number;
                /** @description The receiver's answer; null when none came. */
                statusCode: number | null;
                error: string | null;
                at: string;
                nextRetryAt: string | null;
                /**
                 * @description `dead-lettered`: the last attempt failed and the event was set aside; `disabled`: 410 Gone.
                 * @enum {string}
                 */
                outcome: "delivered" | "retrying" | "dead-lettered" | "disabled";
            }[];
            nextCursor: string | null;
        };
        PingQueued: {
            /** @description The ping's webhook-id: find its attempts with GET /webhooks/{id}/deliveries. */
            eventId: string;
        };
        RotatedWebhookSecret: {
            id: string;
            /** @description The new `whsec_…`: every delivery is signed with it from now on. Shown once. */
            secret: string;
            /** @description Until then each delivery also carries a signature made with the old secret; after it, only the new one. */
            previousSecretExpiresAt: string;
        };
        CreateApp: {
            /** @description 1–40 characters after trimming and NFC normalisation, at least one a letter or digit; no control or format characters, default-ignorable code points (U+3164 and U+2800 too), line or paragraph separators, noncharacters or lone surrogates. */
            name: string;
        };
        NewApp: {
            /** @description `app_` and 32 hex digits. */
            appId: string;
            name: string;
            /** @description `ocpk_…`: not a secret; it names the app in what its clients send (`X-App-Key` on `POST /players`). */
            publishableKey: string;
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            createdAt: string;
            /** @description `ocsk_…`: for the app's own servers only, as `Authorization: Bearer ocsk_…`. Shown once; the server keeps only its hash. */
            secretKey: string;
        };
        AppList: {
            /** @description The caller's apps, oldest first. */
            apps: components["schemas"]["App"][];
        };
        App: {
            /** @description `app_` and 32 hex digits. */
            appId: string;
            name: string;
            /** @description `ocpk_…`: not a secret; it names the app in what its clients send (`X-App-Key` on `POST /players`). */
            publishableKey: string;
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            createdAt: string;
            /** @description How many players signed up through the app. */
            players: number;
            /** @description Which push platforms have credentials. */
            push: {
                apns: boolean;
                fcm: boolean;
                expo: boolean;
            };
        };
        RotatedAppSecret: {
            /** @description `app_` and 32 hex digits. */
            appId: string;
            /** @description `ocsk_…`: for the app's own servers only, as `Authorization: Bearer ocsk_…`. Shown once; the server keeps only its hash. */
            secretKey: string;
            /**
             * Format: date-time
             * @description Until when the secret key this call replaced still works (24 hours).
             */
            previousValidUntil: string;
        };
        SignInAppPlayer: {
            /** @description 1–40 characters after trimming and NFC normalisation, at least one a letter or digit; no control or format characters, default-ignorable code points (U+3164 and U+2800 too), line or paragraph separators, noncharacters or lone surrogates. */
            name?: string;
        };
        AppPlayer: {
            /** @description A player id (`p_…`). */
            playerId: string;
            name: string;
            /** @description A new bearer token for this player, shown once: the session of one device. The player's other tokens keep working. */
            token: string;
            /** @description The id the app knows the player by, as sent in the path. */
            externalId: string;
            /** @description The app whose player this is. */
            appId: string;
        };
        /** @description `apns`, `fcm` or `expo` credentials, as the path names the platform. */
        PutPushCredentials: components["schemas"]["ApnsCredentials"] | components["schemas"]["FcmCredentials"] | components["schemas"]["ExpoCredentials"];
        ApnsCredentials: {
            teamId: string;
            keyId: string;
            /** @description The `.p8` file as downloaded (PEM): an EC P-256 private key. */
            privateKey: string;
            bundleId: string;
            /**
             * @description Send through the sandbox (development builds) rather than production.
             * @default false
             */
            sandbox?: boolean;
        };
        FcmCredentials: {
            /** @description The JSON key file of a Google service account, with at least `project_id`, `client_email`, `private_key`, `token_uri`. */
            serviceAccount: {
                project_id: string;
                /** Format: email */
                client_email: string;
                private_key: string;
                /**
                 * Format: uri
                 * @description Where access tokens are had (Google's OAuth token endpoint).
                 */
                token_uri: string;
            } & {
                [key: string]: unknown;
            };
        };
        ExpoCredentials: {
            /** @description The Expo access token, if the project's enhanced push security is on. */
            accessToken?: string;
        };
        PushConfigured: {
            /** @enum {string} */
            platform: "apns" | "fcm" | "expo";
            /** @constant */
            configured: true;
        };
        WebPushKey: {
            /** @description The deployment's VAPID public key: base64url of the uncompressed P-256 point, for `pushManager.subscribe`'s `applicationServerKey`. */
            publicKey: string;
        };
        GameStartedDelivery: {
            /** @description The webhook-id: the same on every attempt of one event, so a receiver can drop repeats. */
            id: string;
            /** @constant */
            type: "game.started";
            /**
             * Format: date-time
             * @description When it happened.
             */
            timestamp: string;
            /** @description The game started: its seats. */
            data: {
                /** @description A game id (`g_…`). */
                gameId: string;
                /** @description The version of the game this event happened at. */
                version: number;
                /** @description Only in a delivery to an app's subscription: the app's players seated in the game (for `match.found` and `turn.reminder`, the one player it is about). */
                appPlayers?: components["schemas"]["SeatedAppPlayer"][];
                /** @description `quicks`, `dice-kings` or `rummiduck`. */
                game: string;
                players: {
                    /** @description A player id (`p_…`). */
                    playerId: string;
                    seat: number;
                }[];
            };
        };
        SeatedAppPlayer: {
            /** @description A player id (`p_…`). */
            playerId: string;
            /** @description The id the app knows the player by; null for one who signed up with the publishable key. */
            externalId: string | null;
        };
        TurnStartedDelivery: {
            /** @description The webhook-id: the same on every attempt of one event, so a receiver can drop repeats. */
            id: string;
            /** @constant */
            type: "turn.started";
            /**
             * Format: date-time
             * @description When it happened.
             */
            timestamp: string;
            /** @description A new step began: who is awaited, the step and its deadline. */
            data: {
                /** @description A game id (`g_…`). */
                gameId: string;
                /** @description The version of the game this event happened at. */
                version: number;
                /** @description Only in a delivery to an app's subscription: the app's players seated in the game (for `match.found` and `turn.reminder`, the one player it is about). */
                appPlayers?: components["schemas"]["SeatedAppPlayer"][];
                /** @description The thrower, or the player whose turn it is. */
                playerId: string;
                /** @enum {string} */
                step: "throw" | "white" | "colour" | "roll" | "choose" | "move";
                /** @description Who the game waits for now. */
                awaiting: string[];
                /** @description When the step runs out. */
                deadline: string | null;
            };
        };
        GameEndedDelivery: {
            /** @description The webhook-id: the same on every attempt of one event, so a receiver can drop repeats. */
            id: string;
            /** @constant */
            type: "game.ended";
            /**
             * Format: date-time
             * @description When it happened.
             */
            timestamp: string;
            /** @description The game ended: scores, every tied winner, the pot with its shares, and the revealed server seed. */
            data: {
                /** @description A game id (`g_…`). */
                gameId: string;
                /** @description The version of the game this event happened at. */
                version: number;
                /** @description Only in a delivery to an app's subscription: the app's players seated in the game (for `match.found` and `turn.reminder`, the one player it is about). */
                appPlayers?: components["schemas"]["SeatedAppPlayer"][];
                result: components["schemas"]["Result"];
                pot: components["schemas"]["Pot"];
                /** @description The revealed server seed (docs/contract.md, Fairness); null only for a game stored before fairness. */
                serverSeed: string | null;
            };
        };
        PlayerResignedDelivery: {
            /** @description The webhook-id: the same on every attempt of one event, so a receiver can drop repeats. */
            id: string;
            /** @constant */
            type: "player.resigned";
            /**
             * Format: date-time
             * @description When it happened.
             */
            timestamp: string;
            /** @description A player left the game for good. */
            data: {
                /** @description A game id (`g_…`). */
                gameId: string;
                /** @description The version of the game this event happened at. */
                version: number;
                /** @description Only in a delivery to an app's subscription: the app's players seated in the game (for `match.found` and `turn.reminder`, the one player it is about). */
                appPlayers?: components["schemas"]["SeatedAppPlayer"][];
                /** @description The player who resigned. */
                playerId: string;
            };
        };
        MatchFoundDelivery: {
            /** @description The webhook-id: the same on every attempt of one event, so a receiver can drop repeats. */
            id: string;
            /** @constant */
            type: "match.found";
            /**
             * Format: date-time
             * @description When it happened.
             */
            timestamp: string;
            /** @description Quick match made a table for the subscriber's ticket: its game, created and started (version 1). */
            data: {
                /** @description A game id (`g_…`). */
                gameId: string;
                /** @description The version of the game this event happened at. */
                version: number;
                /** @description Only in a delivery to an app's subscription: the app's players seated in the game (for `match.found` and `turn.reminder`, the one player it is about). */
                appPlayers?: components["schemas"]["SeatedAppPlayer"][];
                /** @description The subscriber's quick-match ticket, now `matched`. */
                ticketId: string;
            };
        };
        TurnReminderDelivery: {
            /** @description The webhook-id: the same on every attempt of one event, so a receiver can drop repeats. */
            id: string;
            /** @constant */
            type: "turn.reminder";
            /**
             * Format: date-time
             * @description When it happened.
             */
            timestamp: string;
            /** @description The step awaiting the player runs out soon: 1 hour before its deadline, and 24 hours before in a step of 2 days or more. Sent to the player's own subscriptions and their app's. */
            data: {
                /** @description A game id (`g_…`). */
                gameId: string;
                /** @description The version of the game this event happened at. */
                version: number;
                /** @description Only in a delivery to an app's subscription: the app's players seated in the game (for `match.found` and `turn.reminder`, the one player it is about). */
                appPlayers?: components["schemas"]["SeatedAppPlayer"][];
                /** @description The player reminded: the step still awaits them. */
                playerId: string;
                /**
                 * Format: date-time
                 * @description When the step runs out.
                 */
                deadline: string;
            };
        };
        PingDelivery: {
            /** @description The webhook-id: the same on every attempt of one event, so a receiver can drop repeats. */
            id: string;
            /** @constant */
            type: "ping";
            /**
             * Format: date-time
             * @description When it happened.
             */
            timestamp: string;
            /** @description A ping carries no game: its data names the subscription. */
            data: {
                /** @description The subscription pinged. */
                webhookId: string;
            };
        };
    };
    responses: {
        /** @description Problem: `already-matched`. */
        AlreadyMatched: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://organized-chaos.dev/problems/already-matched",
                 *       "title": "Already matched",
                 *       "status": 409,
                 *       "detail": "This ticket is matched already: its game is g_7c1e9a3b5d7f9b1d3f5a7c9e1b3d5f7a, started, with you seated.",
                 *       "code": "already-matched",
                 *       "requestId": "Jd9JshG7oAMEVxQ="
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @constant */
                    status?: 409;
                    /** @enum {unknown} */
                    code?: "already-matched";
                };
            };
        };
        /** @description Problem: `app-not-found`. */
        AppNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://organized-chaos.dev/problems/app-not-found",
                 *       "title": "App not found",
                 *       "status": 404,
                 *       "detail": "You have no app with this id; GET /apps lists yours.",
                 *       "code": "app-not-found",
                 *       "requestId": "Jd9JshG7oAMEVxQ="
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @constant */
                    status?: 404;
                    /** @enum {unknown} */
                    code?: "app-not-found";
                };
            };
        };
        /** @description Problem: `board-not-found`. */
        BoardNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://organized-chaos.dev/problems/board-not-found",
                 *       "title": "Board not found",
                 *       "status": 404,
                 *       "detail": "There is no board \"chess\"; the boards are quicks, dice-kings, dice-kings-3, rummiduck.",
                 *       "code": "board-not-found",
                 *       "requestId": "Jd9JshG7oAMEVxQ="
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @constant */
                    status?: 404;
                    /** @enum {unknown} */
                    code?: "board-not-found";
                };
            };
        };
        /** @description Problem: `device-not-found`. */
        DeviceNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://organized-chaos.dev/problems/device-not-found",
                 *       "title": "Device not found",
                 *       "status": 404,
                 *       "detail": "You have no device of this name; GET /players/me/devices lists yours.",
                 *       "code": "device-not-found",
                 *       "requestId": "Jd9JshG7oAMEVxQ="
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @constant */
                    status?: 404;
                    /** @enum {unknown} */
                    code?: "device-not-found";
                };
            };
        };
        /** @description Problem: `game-not-found`. */
        GameNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://organized-chaos.dev/problems/game-not-found",
                 *       "title": "Game not found",
                 *       "status": 404,
                 *       "detail": "No game has the id g_00000000000000000000000000000000.",
                 *       "code": "game-not-found",
                 *       "requestId": "Jd9JshG7oAMEVxQ="
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @constant */
                    status?: 404;
                    /** @enum {unknown} */
                    code?: "game-not-found";
                };
            };
        };
        /** @description Problem: `idempotency-key-reused`. */
        IdempotencyKeyReused: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://organized-chaos.dev/problems/idempotency-key-reused",
                 *       "title": "Idempotency key reused",
                 *       "status": 422,
                 *       "detail": "This Idempotency-Key was already used for a different request (another path or body); use a new key for a new request.",
                 *       "code": "idempotency-key-reused",
                 *       "requestId": "Jd9JshG7oAMEVxQ="
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @constant */
                    status?: 422;
                    /** @enum {unknown} */
                    code?: "idempotency-key-reused";
                };
            };
        };
        /** @description Problem: `insufficient-chips`. */
        InsufficientChips: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://organized-chaos.dev/problems/insufficient-chips",
                 *       "title": "Insufficient chips",
                 *       "status": 409,
                 *       "detail": "The stake is 500 chips and Bob has 320: every seated player needs the stake to start.",
                 *       "code": "insufficient-chips",
                 *       "requestId": "Jd9JshG7oAMEVxQ="
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @constant */
                    status?: 409;
                    /** @enum {unknown} */
                    code?: "insufficient-chips";
                };
            };
        };
        /** @description Problem: `internal-error`. */
        InternalError: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://organized-chaos.dev/problems/internal-error",
                 *       "title": "Something went wrong on our side",
                 *       "status": 500,
                 *       "detail": "The server failed to handle this request; nothing was applied. Try again.",
                 *       "code": "internal-error",
                 *       "requestId": "Jd9JshG7oAMEVxQ="
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @constant */
                    status?: 500;
                    /** @enum {unknown} */
                    code?: "internal-error";
                };
            };
        };
        /** @description Problem: `invalid-push-endpoint`. */
        InvalidPushEndpoint: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://organized-chaos.dev/problems/invalid-push-endpoint",
                 *       "title": "Invalid push endpoint",
                 *       "status": 422,
                 *       "detail": "The host 10.0.0.1 resolves to 10.0.0.1, a private address; push messages are only sent to public addresses.",
                 *       "code": "invalid-push-endpoint",
                 *       "requestId": "Jd9JshG7oAMEVxQ="
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @constant */
                    status?: 422;
                    /** @enum {unknown} */
                    code?: "invalid-push-endpoint";
                };
            };
        };
        /** @description Problem: `invalid-request`. */
        InvalidRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://organized-chaos.dev/problems/invalid-request",
                 *       "title": "The request does not fit this endpoint",
                 *       "status": 400,
                 *       "detail": "The body is not valid: name: Too small: expected string to have >=1 characters.",
                 *       "code": "invalid-request",
                 *       "requestId": "Jd9JshG7oAMEVxQ="
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @constant */
                    status?: 400;
                    /** @enum {unknown} */
                    code?: "invalid-request";
                };
            };
        };
        /** @description Problem: `not-creator`. */
        NotCreator: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://organized-chaos.dev/problems/not-creator",
                 *       "title": "Not creator",
                 *       "status": 403,
                 *       "detail": "Only the player in seat 0, who created the game, may start it.",
                 *       "code": "not-creator",
                 *       "requestId": "Jd9JshG7oAMEVxQ="
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @constant */
                    status?: 403;
                    /** @enum {unknown} */
                    code?: "not-creator";
                };
            };
        };
        /** @description Problem: `not-ended`. */
        NotEnded: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://organized-chaos.dev/problems/not-ended",
                 *       "title": "Not ended",
                 *       "status": 409,
                 *       "detail": "This game is still being played: its analysis is there once it has ended.",
                 *       "code": "not-ended",
                 *       "requestId": "Jd9JshG7oAMEVxQ="
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @constant */
                    status?: 409;
                    /** @enum {unknown} */
                    code?: "not-ended";
                };
            };
        };
        /** @description Problem: `not-seated`. */
        NotSeated: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://organized-chaos.dev/problems/not-seated",
                 *       "title": "Not seated",
                 *       "status": 403,
                 *       "detail": "You are not seated in this game.",
                 *       "code": "not-seated",
                 *       "requestId": "Jd9JshG7oAMEVxQ="
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @constant */
                    status?: 403;
                    /** @enum {unknown} */
                    code?: "not-seated";
                };
            };
        };
        /** @description Problem: `player-not-found`. */
        PlayerNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://organized-chaos.dev/problems/player-not-found",
                 *       "title": "Player not found",
                 *       "status": 404,
                 *       "detail": "No player has the id p_00000000000000000000000000000000 (bots have no profile).",
                 *       "code": "player-not-found",
                 *       "requestId": "Jd9JshG7oAMEVxQ="
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @constant */
                    status?: 404;
                    /** @enum {unknown} */
                    code?: "player-not-found";
                };
            };
        };
        /** @description Problem: `push-not-configured`. */
        PushNotConfigured: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://organized-chaos.dev/problems/push-not-configured",
                 *       "title": "Push not configured",
                 *       "status": 409,
                 *       "detail": "Your app has no apns credentials: its owner sets them with PUT /apps/{appId}/push/apns.",
                 *       "code": "push-not-configured",
                 *       "requestId": "Jd9JshG7oAMEVxQ="
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @constant */
                    status?: 409;
                    /** @enum {unknown} */
                    code?: "push-not-configured";
                };
            };
        };
        /** @description Problem: `rate-limited`. */
        RateLimited: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://organized-chaos.dev/problems/rate-limited",
                 *       "title": "Too many requests",
                 *       "status": 429,
                 *       "detail": "This request is past the app's request budget of 50 a second (100 at once); nothing was done. Try again in 1 s.",
                 *       "code": "rate-limited",
                 *       "requestId": "Jd9JshG7oAMEVxQ="
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @constant */
                    status?: 429;
                    /** @enum {unknown} */
                    code?: "rate-limited";
                };
            };
        };
        /** @description Problem: `ticket-not-found`. */
        TicketNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://organized-chaos.dev/problems/ticket-not-found",
                 *       "title": "Ticket not found",
                 *       "status": 404,
                 *       "detail": "You have no quick-match ticket with this id; POST /matchmaking makes one.",
                 *       "code": "ticket-not-found",
                 *       "requestId": "Jd9JshG7oAMEVxQ="
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @constant */
                    status?: 404;
                    /** @enum {unknown} */
                    code?: "ticket-not-found";
                };
            };
        };
        /** @description Problem: `token-claimed`. */
        TokenClaimed: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://organized-chaos.dev/problems/token-claimed",
                 *       "title": "Token claimed",
                 *       "status": 409,
                 *       "detail": "This Idempotency-Key created a player whose token has since been used; a key is never a way into an account in use. Use a new key to create another player.",
                 *       "code": "token-claimed",
                 *       "requestId": "Jd9JshG7oAMEVxQ="
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @constant */
                    status?: 409;
                    /** @enum {unknown} */
                    code?: "token-claimed";
                };
            };
        };
        /** @description The body is larger than any request of this API needs (64 KB): `invalid-request`. */
        TooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://organized-chaos.dev/problems/invalid-request",
                 *       "title": "The request does not fit this endpoint",
                 *       "status": 413,
                 *       "detail": "The body is not valid: name: Too small: expected string to have >=1 characters.",
                 *       "code": "invalid-request",
                 *       "requestId": "Jd9JshG7oAMEVxQ="
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @constant */
                    status?: 413;
                    /** @enum {unknown} */
                    code?: "invalid-request";
                };
            };
        };
        /** @description Problem: `unauthenticated`. */
        Unauthenticated: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://organized-chaos.dev/problems/unauthenticated",
                 *       "title": "A valid bearer token is needed",
                 *       "status": 401,
                 *       "detail": "Send your token as `Authorization: Bearer <token>`.",
                 *       "code": "unauthenticated",
                 *       "requestId": "Jd9JshG7oAMEVxQ="
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @constant */
                    status?: 401;
                    /** @enum {unknown} */
                    code?: "unauthenticated";
                };
            };
        };
        /** @description Problem: `unavailable`. */
        Unavailable: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://organized-chaos.dev/problems/unavailable",
                 *       "title": "The service is unavailable for a moment",
                 *       "status": 503,
                 *       "detail": "The service cannot serve this request just now; nothing you sent was wrong. Try again in a moment (with the same Idempotency-Key, a retry is safe).",
                 *       "code": "unavailable",
                 *       "requestId": "Jd9JshG7oAMEVxQ="
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @constant */
                    status?: 503;
                    /** @enum {unknown} */
                    code?: "unavailable";
                };
            };
        };
        /** @description Problem: `webhook-not-found`. */
        WebhookNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://organized-chaos.dev/problems/webhook-not-found",
                 *       "title": "Webhook not found",
                 *       "status": 404,
                 *       "detail": "You have no webhook with this id; GET /webhooks lists yours.",
                 *       "code": "webhook-not-found",
                 *       "requestId": "Jd9JshG7oAMEVxQ="
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @constant */
                    status?: 404;
                    /** @enum {unknown} */
                    code?: "webhook-not-found";
                };
            };
        };
    };
    parameters: {
        /**
         * @description Makes a retry safe: the same key from the same caller with the same request, within 24 hours, answers the first response again (with `Idempotent-Replayed: true`) and applies nothing twice. Another request with the key is 422 `idempotency-key-reused`; a refused request is not remembered. A command's key belongs to its game. Use a new random value (a UUID) per request.
         * @example 9b2f6c1e-3d4a-4e8b-a7c5-0f1e2d3c4b5a
         */
        "Idempotency-Key": string;
        /**
         * @description An app's publishable key (`ocpk_…`, `POST /apps`): the player signs up as the app's. A key unknown, or of a deleted app, is 401 `unauthenticated`.
         * @example ocpk_Xq3vN8dLr1Tz6Wb0Kc4Yh7Jm2Gs5Fa9Pe3Uo1Ri8Cw6
         */
        "X-App-Key": string;
        /**
         * @description The ETag of the view you have: an unchanged game answers 304 without a body.
         * @example "g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f.4.I0XpwQnacX_C0CkN.aIGPgZ1c6e5MVasd"
         */
        "If-None-Match": string;
        /**
         * @description The event's id: the same on every attempt. Drop a delivery whose id you have seen.
         * @example msg_3PzQ1c5xv2b7n9m0k4j6h8g2f1d3s5a7
         */
        "webhook-id": string;
        /**
         * @description Seconds since the epoch when this attempt was signed; refuse one far from your clock.
         * @example 1768500000
         */
        "webhook-timestamp": string;
        /**
         * @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the subscription's secret.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        "webhook-signature": string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description The request's id (on AWS, API Gateway's); problem bodies carry it as `requestId` and every log line of the request names it.
         * @example Jd9JshG7oAMEVxQ=
         */
        "X-Request-Id": string;
        /**
         * @description What the answer cost: its DynamoDB requests and the handler's time in ms.
         * @example dynamodb;desc="2 requests";dur=14.2
         */
        "Server-Timing": string;
        /**
         * @description The version of the game view as this caller sees it; send it back as If-None-Match.
         * @example "g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f.4.I0XpwQnacX_C0CkN.aIGPgZ1c6e5MVasd"
         */
        ETag: string;
        /**
         * @description The answer is a file to save, and its name (RFC 6266).
         * @example attachment; filename="organized-chaos-p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13.json"
         */
        "Content-Disposition": string;
        /**
         * @description Present on an answer replayed for a repeated Idempotency-Key: the request was not applied again.
         * @example true
         */
        "Idempotent-Replayed": "true";
        /**
         * @description Seconds to wait before trying again.
         * @example 1
         */
        "Retry-After": number;
        /**
         * @description The fair-share budget the request counted against (IETF draft-ietf-httpapi-ratelimit-headers-10): its name (`commands`, `app`, `player` or `address`), its quota `q` (the burst) and the window `w` in seconds its rate refills that in. On every answer but `/health`'s while the budgets are on (a deployed stack; `npm start` with `BUDGETS=on`).
         * @example "app";q=100;w=2
         */
        "RateLimit-Policy": string;
        /**
         * @description What is left of that budget (draft-ietf-httpapi-ratelimit-headers-10): `r` requests at once, and `t` seconds until it is full again. Past it, 429 `rate-limited` with `Retry-After`.
         * @example "app";r=57;t=1
         */
        RateLimit: string;
    };
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service and its database answer. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    playersCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An app's publishable key (`ocpk_…`, `POST /apps`): the player signs up as the app's. A key unknown, or of a deleted app, is 401 `unauthenticated`.
                 * @example ocpk_Xq3vN8dLr1Tz6Wb0Kc4Yh7Jm2Gs5Fa9Pe3Uo1Ri8Cw6
                 */
                "X-App-Key"?: components["parameters"]["X-App-Key"];
                /**
                 * @description Makes a retry safe: the same key from the same caller with the same request, within 24 hours, answers the first response again (with `Idempotent-Replayed: true`) and applies nothing twice. Another request with the key is 422 `idempotency-key-reused`; a refused request is not remembered. A command's key belongs to its game. Use a new random value (a UUID) per request.
                 * @example 9b2f6c1e-3d4a-4e8b-a7c5-0f1e2d3c4b5a
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ann"
                 *     }
                 */
                "application/json": components["schemas"]["CreatePlayer"];
            };
        };
        responses: {
            /** @description The player; the token is shown this once. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *       "name": "Ann",
                     *       "token": "oct_Zm9yIGV4YW1wbGUgb25seTogbm90IGEgcmVhbCB0b2tlbiBhdCBhbGw"
                     *     }
                     */
                    "application/json": components["schemas"]["NewPlayer"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            409: components["responses"]["TokenClaimed"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    playersMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *       "name": "Ann",
                     *       "appId": null
                     *     }
                     */
                    "application/json": components["schemas"]["Me"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    playersDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erased. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    playersRename: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Annie"
                 *     }
                 */
                "application/json": components["schemas"]["RenamePlayer"];
            };
        };
        responses: {
            /** @description The caller, renamed. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *       "name": "Annie"
                     *     }
                     */
                    "application/json": components["schemas"]["Player"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    playersToken: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key from the same caller with the same request, within 24 hours, answers the first response again (with `Idempotent-Replayed: true`) and applies nothing twice. Another request with the key is 422 `idempotency-key-reused`; a refused request is not remembered. A command's key belongs to its game. Use a new random value (a UUID) per request.
                 * @example 9b2f6c1e-3d4a-4e8b-a7c5-0f1e2d3c4b5a
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["NoBody"];
            };
        };
        responses: {
            /** @description The new token, shown this once. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *       "token": "oct_Zm9yIGV4YW1wbGUgb25seTogbm90IGEgcmVhbCB0b2tlbiBhdCBhbGw"
                     *     }
                     */
                    "application/json": components["schemas"]["NewToken"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    playersGames: {
        parameters: {
            query?: {
                /** @description Only games in one of these statuses, comma-separated: lobby, playing, ended, cancelled. Without it, every status. */
                status?: string;
                /** @description How many to list at most. */
                limit?: number;
                /** @description The `nextCursor` of the page before; leave it out for the first page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the games the caller holds a seat in; pass nextCursor as cursor for the next. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "games": [
                     *         {
                     *           "gameId": "g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                     *           "game": "dice-kings",
                     *           "status": "playing",
                     *           "version": 4,
                     *           "players": [
                     *             {
                     *               "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *               "name": "Ann",
                     *               "seat": 0,
                     *               "bot": false,
                     *               "resigned": false
                     *             },
                     *             {
                     *               "playerId": "p_7b3d5f9a1c2e4b6d8f0a2c4e6b8d0f25",
                     *               "name": "Bob",
                     *               "seat": 1,
                     *               "bot": false,
                     *               "resigned": false
                     *             }
                     *           ],
                     *           "turn": {
                     *             "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *             "step": "choose",
                     *             "awaiting": [
                     *               "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13"
                     *             ],
                     *             "deadline": "2026-01-15T18:01:02.000Z"
                     *           },
                     *           "yourMove": true,
                     *           "result": null,
                     *           "updatedAt": "2026-01-15T18:00:03.000Z"
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["MyGamesPage"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    playersChips: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's chips. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "balance": 1000,
                     *       "inPlay": 50
                     *     }
                     */
                    "application/json": components["schemas"]["Chips"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    playersLedger: {
        parameters: {
            query?: {
                /** @description How many to list at most. */
                limit?: number;
                /** @description The `nextCursor` of the page before; leave it out for the first page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the ledger; pass nextCursor as cursor for the next. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "entries": [
                     *         {
                     *           "entryId": "stake-g_7c1e9a3b5d7f9b1d3f5a7c9e1b3d5f7a",
                     *           "at": "2026-01-15T18:15:00.000Z",
                     *           "kind": "stake",
                     *           "amount": -50,
                     *           "balance": 1000,
                     *           "gameId": "g_7c1e9a3b5d7f9b1d3f5a7c9e1b3d5f7a"
                     *         },
                     *         {
                     *           "entryId": "share-g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                     *           "at": "2026-01-15T18:10:00.000Z",
                     *           "kind": "share",
                     *           "amount": 100,
                     *           "balance": 1050,
                     *           "gameId": "g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f"
                     *         },
                     *         {
                     *           "entryId": "stake-g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                     *           "at": "2026-01-15T18:00:01.000Z",
                     *           "kind": "stake",
                     *           "amount": -50,
                     *           "balance": 950,
                     *           "gameId": "g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f"
                     *         },
                     *         {
                     *           "entryId": "grant",
                     *           "at": "2026-01-15T18:00:00.000Z",
                     *           "kind": "grant",
                     *           "amount": 1000,
                     *           "balance": 1000
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["LedgerPage"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    playersExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's data, as a file to save. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "player": {
                     *         "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *         "name": "Ann",
                     *         "createdAt": "2026-01-15T18:00:00.000Z",
                     *         "appId": null
                     *       },
                     *       "games": [
                     *         {
                     *           "gameId": "g_7c1e9a3b5d7f9b1d3f5a7c9e1b3d5f7a",
                     *           "game": "quicks",
                     *           "status": "playing",
                     *           "seat": 1,
                     *           "createdAt": "2026-01-15T18:14:40.000Z",
                     *           "endedAt": null
                     *         },
                     *         {
                     *           "gameId": "g_3a8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                     *           "game": "quicks",
                     *           "status": "lobby",
                     *           "seat": null,
                     *           "createdAt": "2026-01-15T18:11:40.000Z",
                     *           "endedAt": null
                     *         },
                     *         {
                     *           "gameId": "g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                     *           "game": "dice-kings",
                     *           "status": "ended",
                     *           "seat": 0,
                     *           "createdAt": "2026-01-15T18:00:00.000Z",
                     *           "endedAt": "2026-01-15T18:10:00.000Z"
                     *         }
                     *       ],
                     *       "chips": {
                     *         "balance": 1000,
                     *         "inPlay": 50
                     *       },
                     *       "ledger": [
                     *         {
                     *           "entryId": "stake-g_7c1e9a3b5d7f9b1d3f5a7c9e1b3d5f7a",
                     *           "at": "2026-01-15T18:15:00.000Z",
                     *           "kind": "stake",
                     *           "amount": -50,
                     *           "balance": 1000,
                     *           "gameId": "g_7c1e9a3b5d7f9b1d3f5a7c9e1b3d5f7a"
                     *         },
                     *         {
                     *           "entryId": "share-g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                     *           "at": "2026-01-15T18:10:00.000Z",
                     *           "kind": "share",
                     *           "amount": 100,
                     *           "balance": 1050,
                     *           "gameId": "g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f"
                     *         },
                     *         {
                     *           "entryId": "stake-g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                     *           "at": "2026-01-15T18:00:01.000Z",
                     *           "kind": "stake",
                     *           "amount": -50,
                     *           "balance": 950,
                     *           "gameId": "g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f"
                     *         },
                     *         {
                     *           "entryId": "grant",
                     *           "at": "2026-01-15T18:00:00.000Z",
                     *           "kind": "grant",
                     *           "amount": 1000,
                     *           "balance": 1000
                     *         }
                     *       ],
                     *       "ratings": {
                     *         "quicks": null,
                     *         "dice-kings": {
                     *           "mu": 29.112,
                     *           "sigma": 6.204,
                     *           "ordinal": 10.5
                     *         },
                     *         "dice-kings-3": null,
                     *         "rummiduck": null
                     *       },
                     *       "webhooks": [
                     *         {
                     *           "id": "wh_2b4d6f8a0c1e3a5c7e9b1d3f5a7c9e0b",
                     *           "url": "https://example.com/hooks/organized-chaos",
                     *           "events": [
                     *             "turn.started",
                     *             "game.ended"
                     *           ],
                     *           "createdAt": "2026-01-15T18:00:00.000Z"
                     *         }
                     *       ],
                     *       "devices": [
                     *         {
                     *           "deviceId": "pixel-8",
                     *           "platform": "fcm",
                     *           "locale": "en-GB",
                     *           "createdAt": "2026-01-15T18:00:30.000Z"
                     *         }
                     *       ],
                     *       "apps": [
                     *         {
                     *           "appId": "app_3e5a7c9b1d2f4a6c8e0b2d4f6a8c1e3b",
                     *           "name": "Dice Kings Mobile",
                     *           "createdAt": "2026-01-15T18:00:00.000Z"
                     *         }
                     *       ],
                     *       "tickets": [
                     *         {
                     *           "ticketId": "t_5c1e9a3b7d2f4e6a8c0b1d3f5a7e9c2b",
                     *           "game": "quicks",
                     *           "config": {
                     *             "PenaltyPoints": 5,
                     *             "LockAt": 5,
                     *             "LockedRows": 2,
                     *             "Penalties": 4,
                     *             "TurnTime": 30,
                     *             "Stake": 50
                     *           },
                     *           "players": 2,
                     *           "bots": false,
                     *           "status": "matched",
                     *           "createdAt": "2026-01-15T18:14:30.000Z",
                     *           "gameId": "g_7c1e9a3b5d7f9b1d3f5a7c9e1b3d5f7a"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PlayerExport"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    devicesPut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The client's own name for the device: 1–64 of `A–Z a–z 0–9 _ -`.
                 * @example anns-iphone
                 */
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PutDevice"];
            };
        };
        responses: {
            /** @description The device, replaced. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deviceId": "anns-iphone",
                     *       "platform": "apns",
                     *       "locale": "de-AT",
                     *       "events": [
                     *         "turn",
                     *         "reminder"
                     *       ],
                     *       "createdAt": "2026-01-15T18:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Device"];
                };
            };
            /** @description The device, registered. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deviceId": "anns-iphone",
                     *       "platform": "apns",
                     *       "locale": "de-AT",
                     *       "events": [
                     *         "turn",
                     *         "reminder"
                     *       ],
                     *       "createdAt": "2026-01-15T18:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Device"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            409: components["responses"]["PushNotConfigured"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["InvalidPushEndpoint"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    devicesDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The client's own name for the device: 1–64 of `A–Z a–z 0–9 _ -`.
                 * @example anns-iphone
                 */
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["DeviceNotFound"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    devicesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's devices. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "devices": [
                     *         {
                     *           "deviceId": "anns-iphone",
                     *           "platform": "apns",
                     *           "locale": "de-AT",
                     *           "events": [
                     *             "turn",
                     *             "reminder"
                     *           ],
                     *           "createdAt": "2026-01-15T18:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DeviceList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    playersGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The player's id, as `POST /players` answered it (or a board, a seat, a game view shows it).
                 * @example p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13
                 */
                playerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *       "name": "Ann",
                     *       "boards": {
                     *         "quicks": {
                     *           "rating": null,
                     *           "games": 0,
                     *           "wins": 0,
                     *           "bestScore": null
                     *         },
                     *         "dice-kings": {
                     *           "rating": {
                     *             "mu": 29.112,
                     *             "sigma": 6.204,
                     *             "ordinal": 10.5
                     *           },
                     *           "games": 6,
                     *           "wins": 4,
                     *           "bestScore": 312
                     *         },
                     *         "dice-kings-3": {
                     *           "rating": null,
                     *           "games": 0,
                     *           "wins": 0,
                     *           "bestScore": null
                     *         },
                     *         "rummiduck": {
                     *           "rating": null,
                     *           "games": 0,
                     *           "wins": 0,
                     *           "bestScore": null
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Profile"];
                };
            };
            404: components["responses"]["PlayerNotFound"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    gamesList: {
        parameters: {
            query?: {
                /** @description Which games: `lobby`, the open lobbies. */
                status?: "lobby";
                /** @description Only lobbies of this game. */
                game?: components["schemas"]["GameName"];
                /** @description How many to list at most. */
                limit?: number;
                /** @description The `nextCursor` of the page before; leave it out for the first page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of open lobbies; pass nextCursor as cursor for the next. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "games": [
                     *         {
                     *           "gameId": "g_3a8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                     *           "game": "quicks",
                     *           "players": 2,
                     *           "seats": 5,
                     *           "createdAt": "2026-01-15T18:00:00.000Z",
                     *           "creator": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13"
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["LobbyPage"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    gamesCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key from the same caller with the same request, within 24 hours, answers the first response again (with `Idempotent-Replayed: true`) and applies nothing twice. Another request with the key is 422 `idempotency-key-reused`; a refused request is not remembered. A command's key belongs to its game. Use a new random value (a UUID) per request.
                 * @example 9b2f6c1e-3d4a-4e8b-a7c5-0f1e2d3c4b5a
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateGame"];
            };
        };
        responses: {
            /** @description The new game, in the lobby. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "gameId": "g_3a8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                     *       "game": "quicks",
                     *       "status": "lobby",
                     *       "version": 2,
                     *       "config": {
                     *         "PenaltyPoints": 5,
                     *         "LockAt": 5,
                     *         "LockedRows": 2,
                     *         "Penalties": 4,
                     *         "TurnTime": 30,
                     *         "Stake": 0
                     *       },
                     *       "players": [
                     *         {
                     *           "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *           "name": "Ann",
                     *           "seat": 0,
                     *           "bot": false,
                     *           "resigned": false
                     *         },
                     *         {
                     *           "playerId": "p_7b3d5f9a1c2e4b6d8f0a2c4e6b8d0f25",
                     *           "name": "Bob",
                     *           "seat": 1,
                     *           "bot": false,
                     *           "resigned": false
                     *         }
                     *       ],
                     *       "turn": null,
                     *       "result": null,
                     *       "rematch": null,
                     *       "fairness": null,
                     *       "pot": {
                     *         "stake": 0,
                     *         "total": 0,
                     *         "shares": null
                     *       },
                     *       "board": null
                     *     }
                     */
                    "application/json": components["schemas"]["GameView"];
                };
            };
            /** @description Problem: `invalid-request`, `invalid-config`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://organized-chaos.dev/problems/invalid-request",
                     *       "title": "The request does not fit this endpoint",
                     *       "status": 400,
                     *       "detail": "The body is not valid: name: Too small: expected string to have >=1 characters.",
                     *       "code": "invalid-request",
                     *       "requestId": "Jd9JshG7oAMEVxQ="
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @constant */
                        status?: 400;
                        /** @enum {unknown} */
                        code?: "invalid-request" | "invalid-config";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            409: components["responses"]["InsufficientChips"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    gamesGet: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The ETag of the view you have: an unchanged game answers 304 without a body.
                 * @example "g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f.4.I0XpwQnacX_C0CkN.aIGPgZ1c6e5MVasd"
                 */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /**
                 * @description The game's id, as `POST /games` answered it.
                 * @example g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f
                 */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The game view. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameView"];
                };
            };
            /** @description Not modified: If-None-Match named the current ETag. No body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["GameNotFound"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    gamesJoin: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key from the same caller with the same request, within 24 hours, answers the first response again (with `Idempotent-Replayed: true`) and applies nothing twice. Another request with the key is 422 `idempotency-key-reused`; a refused request is not remembered. A command's key belongs to its game. Use a new random value (a UUID) per request.
                 * @example 9b2f6c1e-3d4a-4e8b-a7c5-0f1e2d3c4b5a
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /**
                 * @description The game's id, as `POST /games` answered it.
                 * @example g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f
                 */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["JoinGame"];
            };
        };
        responses: {
            /** @description The game, with the caller seated. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "gameId": "g_3a8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                     *       "game": "quicks",
                     *       "status": "lobby",
                     *       "version": 2,
                     *       "config": {
                     *         "PenaltyPoints": 5,
                     *         "LockAt": 5,
                     *         "LockedRows": 2,
                     *         "Penalties": 4,
                     *         "TurnTime": 30,
                     *         "Stake": 0
                     *       },
                     *       "players": [
                     *         {
                     *           "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *           "name": "Ann",
                     *           "seat": 0,
                     *           "bot": false,
                     *           "resigned": false
                     *         },
                     *         {
                     *           "playerId": "p_7b3d5f9a1c2e4b6d8f0a2c4e6b8d0f25",
                     *           "name": "Bob",
                     *           "seat": 1,
                     *           "bot": false,
                     *           "resigned": false
                     *         }
                     *       ],
                     *       "turn": null,
                     *       "result": null,
                     *       "rematch": null,
                     *       "fairness": null,
                     *       "pot": {
                     *         "stake": 0,
                     *         "total": 0,
                     *         "shares": null
                     *       },
                     *       "board": null
                     *     }
                     */
                    "application/json": components["schemas"]["GameView"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["GameNotFound"];
            /** @description Problem: `game-full`, `already-started`, `game-over`, `insufficient-chips`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://organized-chaos.dev/problems/game-full",
                     *       "title": "Game full",
                     *       "status": 409,
                     *       "detail": "This game is full: quicks seats at most 5 players.",
                     *       "code": "game-full",
                     *       "requestId": "Jd9JshG7oAMEVxQ="
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @constant */
                        status?: 409;
                        /** @enum {unknown} */
                        code?: "game-full" | "already-started" | "game-over" | "insufficient-chips";
                    };
                };
            };
            413: components["responses"]["TooLarge"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    gamesStart: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key from the same caller with the same request, within 24 hours, answers the first response again (with `Idempotent-Replayed: true`) and applies nothing twice. Another request with the key is 422 `idempotency-key-reused`; a refused request is not remembered. A command's key belongs to its game. Use a new random value (a UUID) per request.
                 * @example 9b2f6c1e-3d4a-4e8b-a7c5-0f1e2d3c4b5a
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /**
                 * @description The game's id, as `POST /games` answered it.
                 * @example g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f
                 */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["NoBody"];
            };
        };
        responses: {
            /** @description The started game. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "gameId": "g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                     *       "game": "dice-kings",
                     *       "status": "playing",
                     *       "version": 3,
                     *       "config": {
                     *         "UpperBonusAt": 63,
                     *         "UpperBonus": 35,
                     *         "ExtraKingsBonus": 100,
                     *         "JokerRule": "free",
                     *         "Columns": 1,
                     *         "TurnTime": 60,
                     *         "Stake": 0
                     *       },
                     *       "players": [
                     *         {
                     *           "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *           "name": "Ann",
                     *           "seat": 0,
                     *           "bot": false,
                     *           "resigned": false
                     *         },
                     *         {
                     *           "playerId": "p_7b3d5f9a1c2e4b6d8f0a2c4e6b8d0f25",
                     *           "name": "Bob",
                     *           "seat": 1,
                     *           "bot": false,
                     *           "resigned": false
                     *         }
                     *       ],
                     *       "turn": {
                     *         "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *         "step": "roll",
                     *         "awaiting": [
                     *           "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13"
                     *         ],
                     *         "deadline": "2026-01-15T18:01:02.000Z"
                     *       },
                     *       "result": null,
                     *       "rematch": null,
                     *       "fairness": null,
                     *       "pot": {
                     *         "stake": 0,
                     *         "total": 0,
                     *         "shares": null
                     *       },
                     *       "board": {
                     *         "dice": null,
                     *         "rollsLeft": 3,
                     *         "pads": {
                     *           "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13": {
                     *             "columns": [
                     *               {
                     *                 "boxes": {
                     *                   "ones": null,
                     *                   "twos": null,
                     *                   "threes": null,
                     *                   "fours": null,
                     *                   "fives": null,
                     *                   "sixes": null,
                     *                   "threeOfAKind": null,
                     *                   "fourOfAKind": null,
                     *                   "fullHouse": null,
                     *                   "smallStraight": null,
                     *                   "largeStraight": null,
                     *                   "diceKings": null,
                     *                   "chance": null
                     *                 },
                     *                 "upperBonus": 0,
                     *                 "extraKings": 0,
                     *                 "total": 0
                     *               }
                     *             ],
                     *             "score": 0
                     *           },
                     *           "p_7b3d5f9a1c2e4b6d8f0a2c4e6b8d0f25": {
                     *             "columns": [
                     *               {
                     *                 "boxes": {
                     *                   "ones": null,
                     *                   "twos": null,
                     *                   "threes": null,
                     *                   "fours": null,
                     *                   "fives": null,
                     *                   "sixes": null,
                     *                   "threeOfAKind": null,
                     *                   "fourOfAKind": null,
                     *                   "fullHouse": null,
                     *                   "smallStraight": null,
                     *                   "largeStraight": null,
                     *                   "diceKings": null,
                     *                   "chance": null
                     *                 },
                     *                 "upperBonus": 0,
                     *                 "extraKings": 0,
                     *                 "total": 0
                     *               }
                     *             ],
                     *             "score": 0
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GameView"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["NotCreator"];
            404: components["responses"]["GameNotFound"];
            /** @description Problem: `not-enough-players`, `already-started`, `game-over`, `insufficient-chips`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://organized-chaos.dev/problems/not-enough-players",
                     *       "title": "Not enough players",
                     *       "status": 409,
                     *       "detail": "quicks needs at least 2 players; 1 seated so far.",
                     *       "code": "not-enough-players",
                     *       "requestId": "Jd9JshG7oAMEVxQ="
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @constant */
                        status?: 409;
                        /** @enum {unknown} */
                        code?: "not-enough-players" | "already-started" | "game-over" | "insufficient-chips";
                    };
                };
            };
            413: components["responses"]["TooLarge"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    gamesLeave: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key from the same caller with the same request, within 24 hours, answers the first response again (with `Idempotent-Replayed: true`) and applies nothing twice. Another request with the key is 422 `idempotency-key-reused`; a refused request is not remembered. A command's key belongs to its game. Use a new random value (a UUID) per request.
                 * @example 9b2f6c1e-3d4a-4e8b-a7c5-0f1e2d3c4b5a
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /**
                 * @description The game's id, as `POST /games` answered it.
                 * @example g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f
                 */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["NoBody"];
            };
        };
        responses: {
            /** @description The game without the caller (the seats after theirs moved up), or cancelled. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "gameId": "g_3a8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                     *       "game": "quicks",
                     *       "status": "lobby",
                     *       "version": 3,
                     *       "config": {
                     *         "PenaltyPoints": 5,
                     *         "LockAt": 5,
                     *         "LockedRows": 2,
                     *         "Penalties": 4,
                     *         "TurnTime": 30,
                     *         "Stake": 0
                     *       },
                     *       "players": [
                     *         {
                     *           "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *           "name": "Ann",
                     *           "seat": 0,
                     *           "bot": false,
                     *           "resigned": false
                     *         }
                     *       ],
                     *       "turn": null,
                     *       "result": null,
                     *       "rematch": null,
                     *       "fairness": null,
                     *       "pot": {
                     *         "stake": 0,
                     *         "total": 0,
                     *         "shares": null
                     *       },
                     *       "board": null
                     *     }
                     */
                    "application/json": components["schemas"]["GameView"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["NotSeated"];
            404: components["responses"]["GameNotFound"];
            /** @description Problem: `already-started`, `game-over`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://organized-chaos.dev/problems/already-started",
                     *       "title": "Already started",
                     *       "status": 409,
                     *       "detail": "This game has already started; nobody can join it now.",
                     *       "code": "already-started",
                     *       "requestId": "Jd9JshG7oAMEVxQ="
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @constant */
                        status?: 409;
                        /** @enum {unknown} */
                        code?: "already-started" | "game-over";
                    };
                };
            };
            413: components["responses"]["TooLarge"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    gamesResign: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key from the same caller with the same request, within 24 hours, answers the first response again (with `Idempotent-Replayed: true`) and applies nothing twice. Another request with the key is 422 `idempotency-key-reused`; a refused request is not remembered. A command's key belongs to its game. Use a new random value (a UUID) per request.
                 * @example 9b2f6c1e-3d4a-4e8b-a7c5-0f1e2d3c4b5a
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /**
                 * @description The game's id, as `POST /games` answered it.
                 * @example g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f
                 */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["NoBody"];
            };
        };
        responses: {
            /** @description The game, the caller's seat marked resigned (ended, if too few players are left). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "gameId": "g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                     *       "game": "dice-kings",
                     *       "status": "ended",
                     *       "version": 5,
                     *       "config": {
                     *         "UpperBonusAt": 63,
                     *         "UpperBonus": 35,
                     *         "ExtraKingsBonus": 100,
                     *         "JokerRule": "free",
                     *         "Columns": 1,
                     *         "TurnTime": 60,
                     *         "Stake": 0
                     *       },
                     *       "players": [
                     *         {
                     *           "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *           "name": "Ann",
                     *           "seat": 0,
                     *           "bot": false,
                     *           "resigned": false
                     *         },
                     *         {
                     *           "playerId": "p_7b3d5f9a1c2e4b6d8f0a2c4e6b8d0f25",
                     *           "name": "Bob",
                     *           "seat": 1,
                     *           "bot": false,
                     *           "resigned": true
                     *         }
                     *       ],
                     *       "turn": null,
                     *       "result": {
                     *         "winners": [
                     *           "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13"
                     *         ],
                     *         "scores": {
                     *           "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13": 0,
                     *           "p_7b3d5f9a1c2e4b6d8f0a2c4e6b8d0f25": 0
                     *         }
                     *       },
                     *       "rematch": null,
                     *       "fairness": null,
                     *       "pot": {
                     *         "stake": 0,
                     *         "total": 0,
                     *         "shares": {
                     *           "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13": 0
                     *         }
                     *       },
                     *       "board": {
                     *         "dice": null,
                     *         "rollsLeft": 2,
                     *         "pads": {
                     *           "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13": {
                     *             "columns": [
                     *               {
                     *                 "boxes": {
                     *                   "ones": null,
                     *                   "twos": null,
                     *                   "threes": null,
                     *                   "fours": null,
                     *                   "fives": null,
                     *                   "sixes": null,
                     *                   "threeOfAKind": null,
                     *                   "fourOfAKind": null,
                     *                   "fullHouse": null,
                     *                   "smallStraight": null,
                     *                   "largeStraight": null,
                     *                   "diceKings": null,
                     *                   "chance": null
                     *                 },
                     *                 "upperBonus": 0,
                     *                 "extraKings": 0,
                     *                 "total": 0
                     *               }
                     *             ],
                     *             "score": 0
                     *           },
                     *           "p_7b3d5f9a1c2e4b6d8f0a2c4e6b8d0f25": {
                     *             "columns": [
                     *               {
                     *                 "boxes": {
                     *                   "ones": null,
                     *                   "twos": null,
                     *                   "threes": null,
                     *                   "fours": null,
                     *                   "fives": null,
                     *                   "sixes": null,
                     *                   "threeOfAKind": null,
                     *                   "fourOfAKind": null,
                     *                   "fullHouse": null,
                     *                   "smallStraight": null,
                     *                   "largeStraight": null,
                     *                   "diceKings": null,
                     *                   "chance": null
                     *                 },
                     *                 "upperBonus": 0,
                     *                 "extraKings": 0,
                     *                 "total": 0
                     *               }
                     *             ],
                     *             "score": 0
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GameView"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["NotSeated"];
            404: components["responses"]["GameNotFound"];
            /** @description Problem: `not-started`, `game-over`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://organized-chaos.dev/problems/not-started",
                     *       "title": "Not started",
                     *       "status": 409,
                     *       "detail": "This game has not started yet; seat 0 starts it.",
                     *       "code": "not-started",
                     *       "requestId": "Jd9JshG7oAMEVxQ="
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @constant */
                        status?: 409;
                        /** @enum {unknown} */
                        code?: "not-started" | "game-over";
                    };
                };
            };
            413: components["responses"]["TooLarge"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    gamesRematch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key from the same caller with the same request, within 24 hours, answers the first response again (with `Idempotent-Replayed: true`) and applies nothing twice. Another request with the key is 422 `idempotency-key-reused`; a refused request is not remembered. A command's key belongs to its game. Use a new random value (a UUID) per request.
                 * @example 9b2f6c1e-3d4a-4e8b-a7c5-0f1e2d3c4b5a
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /**
                 * @description The game's id, as `POST /games` answered it.
                 * @example g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f
                 */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["NoBody"];
            };
        };
        responses: {
            /** @description The rematch made before, with the caller seated in it (a later call by a player of the ended game). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "gameId": "g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                     *       "game": "dice-kings",
                     *       "status": "lobby",
                     *       "version": 2,
                     *       "config": {
                     *         "UpperBonusAt": 63,
                     *         "UpperBonus": 35,
                     *         "ExtraKingsBonus": 100,
                     *         "JokerRule": "free",
                     *         "Columns": 1,
                     *         "TurnTime": 60,
                     *         "Stake": 0
                     *       },
                     *       "players": [
                     *         {
                     *           "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *           "name": "Ann",
                     *           "seat": 0,
                     *           "bot": false,
                     *           "resigned": false
                     *         },
                     *         {
                     *           "playerId": "p_7b3d5f9a1c2e4b6d8f0a2c4e6b8d0f25",
                     *           "name": "Bob",
                     *           "seat": 1,
                     *           "bot": false,
                     *           "resigned": false
                     *         }
                     *       ],
                     *       "turn": null,
                     *       "result": null,
                     *       "rematch": null,
                     *       "fairness": null,
                     *       "pot": {
                     *         "stake": 0,
                     *         "total": 0,
                     *         "shares": null
                     *       },
                     *       "board": null
                     *     }
                     */
                    "application/json": components["schemas"]["GameView"];
                };
            };
            /** @description The new lobby, made by this call: the caller at seat 0. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "gameId": "g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                     *       "game": "dice-kings",
                     *       "status": "lobby",
                     *       "version": 2,
                     *       "config": {
                     *         "UpperBonusAt": 63,
                     *         "UpperBonus": 35,
                     *         "ExtraKingsBonus": 100,
                     *         "JokerRule": "free",
                     *         "Columns": 1,
                     *         "TurnTime": 60,
                     *         "Stake": 0
                     *       },
                     *       "players": [
                     *         {
                     *           "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *           "name": "Ann",
                     *           "seat": 0,
                     *           "bot": false,
                     *           "resigned": false
                     *         },
                     *         {
                     *           "playerId": "p_7b3d5f9a1c2e4b6d8f0a2c4e6b8d0f25",
                     *           "name": "Bob",
                     *           "seat": 1,
                     *           "bot": false,
                     *           "resigned": false
                     *         }
                     *       ],
                     *       "turn": null,
                     *       "result": null,
                     *       "rematch": null,
                     *       "fairness": null,
                     *       "pot": {
                     *         "stake": 0,
                     *         "total": 0,
                     *         "shares": null
                     *       },
                     *       "board": null
                     *     }
                     */
                    "application/json": components["schemas"]["GameView"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["NotSeated"];
            404: components["responses"]["GameNotFound"];
            /** @description Problem: `not-started`, `already-started`, `game-full`, `game-over`, `insufficient-chips`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://organized-chaos.dev/problems/not-started",
                     *       "title": "Not started",
                     *       "status": 409,
                     *       "detail": "This game has not started yet; seat 0 starts it.",
                     *       "code": "not-started",
                     *       "requestId": "Jd9JshG7oAMEVxQ="
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @constant */
                        status?: 409;
                        /** @enum {unknown} */
                        code?: "not-started" | "already-started" | "game-full" | "game-over" | "insufficient-chips";
                    };
                };
            };
            413: components["responses"]["TooLarge"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    gamesBots: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key from the same caller with the same request, within 24 hours, answers the first response again (with `Idempotent-Replayed: true`) and applies nothing twice. Another request with the key is 422 `idempotency-key-reused`; a refused request is not remembered. A command's key belongs to its game. Use a new random value (a UUID) per request.
                 * @example 9b2f6c1e-3d4a-4e8b-a7c5-0f1e2d3c4b5a
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /**
                 * @description The game's id, as `POST /games` answered it.
                 * @example g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f
                 */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "level": "strong"
                 *     }
                 */
                "application/json": components["schemas"]["AddBot"];
            };
        };
        responses: {
            /** @description The game, with the bot seated (`bot: true`). */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "gameId": "g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                     *       "game": "dice-kings",
                     *       "status": "lobby",
                     *       "version": 3,
                     *       "config": {
                     *         "UpperBonusAt": 63,
                     *         "UpperBonus": 35,
                     *         "ExtraKingsBonus": 100,
                     *         "JokerRule": "free",
                     *         "Columns": 1,
                     *         "TurnTime": 60,
                     *         "Stake": 0
                     *       },
                     *       "players": [
                     *         {
                     *           "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *           "name": "Ann",
                     *           "seat": 0,
                     *           "bot": false,
                     *           "resigned": false
                     *         },
                     *         {
                     *           "playerId": "p_7b3d5f9a1c2e4b6d8f0a2c4e6b8d0f25",
                     *           "name": "Bob",
                     *           "seat": 1,
                     *           "bot": false,
                     *           "resigned": false
                     *         },
                     *         {
                     *           "playerId": "b_4e6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e",
                     *           "name": "Bot 1 (strong)",
                     *           "seat": 2,
                     *           "bot": true,
                     *           "resigned": false
                     *         }
                     *       ],
                     *       "turn": null,
                     *       "result": null,
                     *       "rematch": null,
                     *       "fairness": null,
                     *       "pot": {
                     *         "stake": 0,
                     *         "total": 0,
                     *         "shares": null
                     *       },
                     *       "board": null
                     *     }
                     */
                    "application/json": components["schemas"]["GameView"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["NotCreator"];
            404: components["responses"]["GameNotFound"];
            /** @description Problem: `game-full`, `already-started`, `game-over`, `stakes-no-bots`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://organized-chaos.dev/problems/game-full",
                     *       "title": "Game full",
                     *       "status": 409,
                     *       "detail": "This game is full: quicks seats at most 5 players.",
                     *       "code": "game-full",
                     *       "requestId": "Jd9JshG7oAMEVxQ="
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @constant */
                        status?: 409;
                        /** @enum {unknown} */
                        code?: "game-full" | "already-started" | "game-over" | "stakes-no-bots";
                    };
                };
            };
            413: components["responses"]["TooLarge"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    gamesEvents: {
        parameters: {
            query?: {
                /** @description List the events after this version (0: from the start). */
                after?: number;
                /** @description How many to list at most. */
                limit?: number;
            };
            header?: never;
            path: {
                /**
                 * @description The game's id, as `POST /games` answered it.
                 * @example g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f
                 */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events, each with the version of the command that made it. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "events": [
                     *         {
                     *           "version": 1,
                     *           "type": "GameCreated",
                     *           "gameId": "g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                     *           "game": "dice-kings",
                     *           "config": {
                     *             "UpperBonusAt": 63,
                     *             "UpperBonus": 35,
                     *             "ExtraKingsBonus": 100,
                     *             "JokerRule": "free",
                     *             "Columns": 1,
                     *             "TurnTime": 60,
                     *             "Stake": 0
                     *           },
                     *           "creator": {
                     *             "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *             "name": "Ann"
                     *           },
                     *           "at": "2026-01-15T18:00:00.000Z"
                     *         },
                     *         {
                     *           "version": 2,
                     *           "type": "PlayerJoined",
                     *           "player": {
                     *             "playerId": "p_7b3d5f9a1c2e4b6d8f0a2c4e6b8d0f25",
                     *             "name": "Bob"
                     *           },
                     *           "at": "2026-01-15T18:00:01.000Z"
                     *         },
                     *         {
                     *           "version": 3,
                     *           "type": "GameStarted",
                     *           "at": "2026-01-15T18:00:02.000Z"
                     *         },
                     *         {
                     *           "version": 3,
                     *           "type": "TurnStarted",
                     *           "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *           "at": "2026-01-15T18:00:02.000Z"
                     *         },
                     *         {
                     *           "version": 4,
                     *           "type": "DiceRolled",
                     *           "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *           "keep": [],
                     *           "dice": [
                     *             6,
                     *             6,
                     *             2,
                     *             3,
                     *             6
                     *           ],
                     *           "at": "2026-01-15T18:00:03.000Z"
                     *         }
                     *       ],
                     *       "nextAfter": null
                     *     }
                     */
                    "application/json": components["schemas"]["EventsPage"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["GameNotFound"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    gamesCommands: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key from the same caller with the same request, within 24 hours, answers the first response again (with `Idempotent-Replayed: true`) and applies nothing twice. Another request with the key is 422 `idempotency-key-reused`; a refused request is not remembered. A command's key belongs to its game. Use a new random value (a UUID) per request.
                 * @example 9b2f6c1e-3d4a-4e8b-a7c5-0f1e2d3c4b5a
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /**
                 * @description The game's id, as `POST /games` answered it.
                 * @example g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f
                 */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["Command"];
            };
        };
        responses: {
            /** @description The version written and the game as the caller now sees it. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "version": 4,
                     *       "game": {
                     *         "gameId": "g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                     *         "game": "dice-kings",
                     *         "status": "playing",
                     *         "version": 4,
                     *         "config": {
                     *           "UpperBonusAt": 63,
                     *           "UpperBonus": 35,
                     *           "ExtraKingsBonus": 100,
                     *           "JokerRule": "free",
                     *           "Columns": 1,
                     *           "TurnTime": 60,
                     *           "Stake": 0
                     *         },
                     *         "players": [
                     *           {
                     *             "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *             "name": "Ann",
                     *             "seat": 0,
                     *             "bot": false,
                     *             "resigned": false
                     *           },
                     *           {
                     *             "playerId": "p_7b3d5f9a1c2e4b6d8f0a2c4e6b8d0f25",
                     *             "name": "Bob",
                     *             "seat": 1,
                     *             "bot": false,
                     *             "resigned": false
                     *           }
                     *         ],
                     *         "turn": {
                     *           "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *           "step": "choose",
                     *           "awaiting": [
                     *             "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13"
                     *           ],
                     *           "deadline": "2026-01-15T18:01:02.000Z"
                     *         },
                     *         "result": null,
                     *         "rematch": null,
                     *         "fairness": null,
                     *         "pot": {
                     *           "stake": 0,
                     *           "total": 0,
                     *           "shares": null
                     *         },
                     *         "board": {
                     *           "dice": [
                     *             6,
                     *             6,
                     *             2,
                     *             3,
                     *             6
                     *           ],
                     *           "rollsLeft": 2,
                     *           "pads": {
                     *             "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13": {
                     *               "columns": [
                     *                 {
                     *                   "boxes": {
                     *                     "ones": null,
                     *                     "twos": null,
                     *                     "threes": null,
                     *                     "fours": null,
                     *                     "fives": null,
                     *                     "sixes": null,
                     *                     "threeOfAKind": null,
                     *                     "fourOfAKind": null,
                     *                     "fullHouse": null,
                     *                     "smallStraight": null,
                     *                     "largeStraight": null,
                     *                     "diceKings": null,
                     *                     "chance": null
                     *                   },
                     *                   "upperBonus": 0,
                     *                   "extraKings": 0,
                     *                   "total": 0
                     *                 }
                     *               ],
                     *               "score": 0
                     *             },
                     *             "p_7b3d5f9a1c2e4b6d8f0a2c4e6b8d0f25": {
                     *               "columns": [
                     *                 {
                     *                   "boxes": {
                     *                     "ones": null,
                     *                     "twos": null,
                     *                     "threes": null,
                     *                     "fours": null,
                     *                     "fives": null,
                     *                     "sixes": null,
                     *                     "threeOfAKind": null,
                     *                     "fourOfAKind": null,
                     *                     "fullHouse": null,
                     *                     "smallStraight": null,
                     *                     "largeStraight": null,
                     *                     "diceKings": null,
                     *                     "chance": null
                     *                   },
                     *                   "upperBonus": 0,
                     *                   "extraKings": 0,
                     *                   "total": 0
                     *                 }
                     *               ],
                     *               "score": 0
                     *             }
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CommandReply"];
                };
            };
            /** @description Problem: `invalid-request`, `invalid-command`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://organized-chaos.dev/problems/invalid-request",
                     *       "title": "The request does not fit this endpoint",
                     *       "status": 400,
                     *       "detail": "The body is not valid: name: Too small: expected string to have >=1 characters.",
                     *       "code": "invalid-request",
                     *       "requestId": "Jd9JshG7oAMEVxQ="
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @constant */
                        status?: 400;
                        /** @enum {unknown} */
                        code?: "invalid-request" | "invalid-command";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["NotSeated"];
            404: components["responses"]["GameNotFound"];
            /** @description Problem: `not-your-turn`, `wrong-step`, `game-over`, `not-started`, `version-conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://organized-chaos.dev/problems/not-your-turn",
                     *       "title": "Not your turn",
                     *       "status": 409,
                     *       "detail": "It is p_7b3d5f9a1c2e4b6d8f0a2c4e6b8d0f25's turn: \"the player whose turn it is throws all six dice\".",
                     *       "code": "not-your-turn",
                     *       "requestId": "Jd9JshG7oAMEVxQ="
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @constant */
                        status?: 409;
                        /** @enum {unknown} */
                        code?: "not-your-turn" | "wrong-step" | "game-over" | "not-started" | "version-conflict";
                    };
                };
            };
            413: components["responses"]["TooLarge"];
            /** @description Problem: `illegal-move`, `idempotency-key-reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://organized-chaos.dev/problems/illegal-move",
                     *       "title": "The rules do not allow this move",
                     *       "status": 422,
                     *       "detail": "Red 4 is left of a number already crossed in red: \"numbers are crossed from left to right\".",
                     *       "code": "illegal-move",
                     *       "requestId": "Jd9JshG7oAMEVxQ="
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @constant */
                        status?: 422;
                        /** @enum {unknown} */
                        code?: "illegal-move" | "idempotency-key-reused";
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    gamesLegalMoves: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The game's id, as `POST /games` answered it.
                 * @example g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f
                 */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's legal moves (Rummiduck's play once, without a table). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "version": 4,
                     *       "moves": [
                     *         {
                     *           "type": "roll",
                     *           "keep": []
                     *         },
                     *         {
                     *           "type": "roll",
                     *           "keep": [
                     *             0
                     *           ]
                     *         },
                     *         {
                     *           "type": "roll",
                     *           "keep": [
                     *             1
                     *           ]
                     *         },
                     *         {
                     *           "type": "roll",
                     *           "keep": [
                     *             0,
                     *             1
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["LegalMoves"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["NotSeated"];
            404: components["responses"]["GameNotFound"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    gamesHint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The game's id, as `POST /games` answered it.
                 * @example g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f
                 */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A ready command body, with the expected final score where the game can compute it. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "version": 4,
                     *       "move": {
                     *         "type": "roll"
                     *       },
                     *       "expectedScore": 254.5896
                     *     }
                     */
                    "application/json": components["schemas"]["Hint"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["NotSeated"];
            404: components["responses"]["GameNotFound"];
            /** @description Problem: `hints-off`, `not-your-turn`, `not-started`, `game-over`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://organized-chaos.dev/problems/hints-off",
                     *       "title": "Hints off",
                     *       "status": 409,
                     *       "detail": "Hints are only given where you are the only seated player who is not a bot.",
                     *       "code": "hints-off",
                     *       "requestId": "Jd9JshG7oAMEVxQ="
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @constant */
                        status?: 409;
                        /** @enum {unknown} */
                        code?: "hints-off" | "not-your-turn" | "not-started" | "game-over";
                    };
                };
            };
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    gamesAnalysis: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The game's id, as `POST /games` answered it.
                 * @example g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f
                 */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each person's decisions, agreement, expected loss and largest mistakes. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "gameId": "g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                     *       "game": "dice-kings",
                     *       "players": {
                     *         "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13": {
                     *           "engine": "exact",
                     *           "decisions": 36,
                     *           "agreed": 34,
                     *           "expectedLoss": 44.53,
                     *           "mistakes": [
                     *             {
                     *               "version": 7,
                     *               "played": {
                     *                 "type": "roll",
                     *                 "keep": []
                     *               },
                     *               "best": {
                     *                 "type": "roll",
                     *                 "keep": [
                     *                   0,
                     *                   1,
                     *                   2,
                     *                   3
                     *                 ]
                     *               },
                     *               "loss": 32.36
                     *             },
                     *             {
                     *               "version": 5,
                     *               "played": {
                     *                 "type": "score",
                     *                 "box": "chance"
                     *               },
                     *               "best": {
                     *                 "type": "roll",
                     *                 "keep": [
                     *                   1,
                     *                   2,
                     *                   3,
                     *                   4
                     *                 ]
                     *               },
                     *               "loss": 12.17
                     *             }
                     *           ]
                     *         },
                     *         "p_7b3d5f9a1c2e4b6d8f0a2c4e6b8d0f25": {
                     *           "engine": "exact",
                     *           "decisions": 31,
                     *           "agreed": 31,
                     *           "expectedLoss": 0,
                     *           "mistakes": []
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GameAnalysis"];
                };
            };
            404: components["responses"]["GameNotFound"];
            409: components["responses"]["NotEnded"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    gamesRatings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The game's id, as `POST /games` answered it.
                 * @example g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f
                 */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The game's rating changes. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "board": "quicks",
                     *       "changes": {
                     *         "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13": {
                     *           "before": {
                     *             "mu": 25,
                     *             "sigma": 8.333333333333334,
                     *             "ordinal": 0
                     *           },
                     *           "after": {
                     *             "mu": 27.635389493140497,
                     *             "sigma": 8.06590141354368,
                     *             "ordinal": 3.437685252509457
                     *           }
                     *         },
                     *         "p_7b3d5f9a1c2e4b6d8f0a2c4e6b8d0f25": {
                     *           "before": {
                     *             "mu": 25,
                     *             "sigma": 8.333333333333334,
                     *             "ordinal": 0
                     *           },
                     *           "after": {
                     *             "mu": 22.364610506859503,
                     *             "sigma": 8.06590141354368,
                     *             "ordinal": -1.8330937337715376
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GameRatings"];
                };
            };
            404: components["responses"]["GameNotFound"];
            /** @description Problem: `not-ended`, `not-rated-yet`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://organized-chaos.dev/problems/not-ended",
                     *       "title": "Not ended",
                     *       "status": 409,
                     *       "detail": "This game is still being played: its analysis is there once it has ended.",
                     *       "code": "not-ended",
                     *       "requestId": "Jd9JshG7oAMEVxQ="
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @constant */
                        status?: 409;
                        /** @enum {unknown} */
                        code?: "not-ended" | "not-rated-yet";
                    };
                };
            };
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    leaderboardsGet: {
        parameters: {
            query?: {
                /** @description `score`: best score first (the default); `rating`: highest rating `ordinal` first, people with at least one rated game. */
                order?: "score" | "rating";
                /** @description How many to list at most. */
                limit?: number;
                /** @description The `nextCursor` of the page before; leave it out for the first page. */
                cursor?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The board: `quicks`, `dice-kings` (one column), `dice-kings-3` (three columns) or `rummiduck`.
                 * @example dice-kings
                 */
                board: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the board (quicks, dice-kings, dice-kings-3, rummiduck). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "board": "dice-kings",
                     *       "entries": [
                     *         {
                     *           "rank": 1,
                     *           "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *           "name": "Ann",
                     *           "bestScore": 312,
                     *           "wins": 4,
                     *           "games": 6,
                     *           "rating": {
                     *             "mu": 29.112,
                     *             "sigma": 6.204,
                     *             "ordinal": 10.5
                     *           }
                     *         },
                     *         {
                     *           "rank": 2,
                     *           "playerId": "p_7b3d5f9a1c2e4b6d8f0a2c4e6b8d0f25",
                     *           "name": "Bob",
                     *           "bestScore": 287,
                     *           "wins": 2,
                     *           "games": 6,
                     *           "rating": {
                     *             "mu": 24.327,
                     *             "sigma": 6.551,
                     *             "ordinal": 4.674000000000003
                     *           }
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["LeaderboardPage"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            404: components["responses"]["BoardNotFound"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    matchmakingCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key from the same caller with the same request, within 24 hours, answers the first response again (with `Idempotent-Replayed: true`) and applies nothing twice. Another request with the key is 422 `idempotency-key-reused`; a refused request is not remembered. A command's key belongs to its game. Use a new random value (a UUID) per request.
                 * @example 9b2f6c1e-3d4a-4e8b-a7c5-0f1e2d3c4b5a
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "game": "quicks",
                 *       "players": 2,
                 *       "bots": true
                 *     }
                 */
                "application/json": components["schemas"]["Matchmaking"];
            };
        };
        responses: {
            /** @description The new ticket, searching. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ticketId": "t_5c1e9a3b7d2f4e6a8c0b1d3f5a7e9c2b",
                     *       "game": "quicks",
                     *       "config": {
                     *         "PenaltyPoints": 5,
                     *         "LockAt": 5,
                     *         "LockedRows": 2,
                     *         "Penalties": 4,
                     *         "TurnTime": 30,
                     *         "Stake": 0
                     *       },
                     *       "players": 2,
                     *       "bots": true,
                     *       "status": "searching",
                     *       "createdAt": "2026-01-15T18:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Ticket"];
                };
            };
            /** @description Problem: `invalid-request`, `invalid-config`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://organized-chaos.dev/problems/invalid-request",
                     *       "title": "The request does not fit this endpoint",
                     *       "status": 400,
                     *       "detail": "The body is not valid: name: Too small: expected string to have >=1 characters.",
                     *       "code": "invalid-request",
                     *       "requestId": "Jd9JshG7oAMEVxQ="
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @constant */
                        status?: 400;
                        /** @enum {unknown} */
                        code?: "invalid-request" | "invalid-config";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Problem: `already-searching`, `stakes-no-bots`, `insufficient-chips`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://organized-chaos.dev/problems/already-searching",
                     *       "title": "Already searching",
                     *       "status": 409,
                     *       "detail": "You have a quick-match ticket still searching (t_5c1e9a3b7d2f4e6a8c0b1d3f5a7e9c2b): wait for it, or DELETE it first.",
                     *       "code": "already-searching",
                     *       "requestId": "Jd9JshG7oAMEVxQ="
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @constant */
                        status?: 409;
                        /** @enum {unknown} */
                        code?: "already-searching" | "stakes-no-bots" | "insufficient-chips";
                    };
                };
            };
            413: components["responses"]["TooLarge"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    matchmakingGet: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The ETag of the view you have: an unchanged game answers 304 without a body.
                 * @example "g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f.4.I0XpwQnacX_C0CkN.aIGPgZ1c6e5MVasd"
                 */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /**
                 * @description The ticket's id, as `POST /matchmaking` answered it.
                 * @example t_5c1e9a3b7d2f4e6a8c0b1d3f5a7e9c2b
                 */
                ticketId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ticketId": "t_5c1e9a3b7d2f4e6a8c0b1d3f5a7e9c2b",
                     *       "game": "quicks",
                     *       "config": {
                     *         "PenaltyPoints": 5,
                     *         "LockAt": 5,
                     *         "LockedRows": 2,
                     *         "Penalties": 4,
                     *         "TurnTime": 30,
                     *         "Stake": 0
                     *       },
                     *       "players": 2,
                     *       "bots": true,
                     *       "status": "matched",
                     *       "createdAt": "2026-01-15T18:00:00.000Z",
                     *       "gameId": "g_7c1e9a3b5d7f9b1d3f5a7c9e1b3d5f7a"
                     *     }
                     */
                    "application/json": components["schemas"]["Ticket"];
                };
            };
            /** @description Not modified: If-None-Match named the current ETag. No body. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["TicketNotFound"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    matchmakingCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The ticket's id, as `POST /matchmaking` answered it.
                 * @example t_5c1e9a3b7d2f4e6a8c0b1d3f5a7e9c2b
                 */
                ticketId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket, cancelled. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ticketId": "t_5c1e9a3b7d2f4e6a8c0b1d3f5a7e9c2b",
                     *       "game": "quicks",
                     *       "config": {
                     *         "PenaltyPoints": 5,
                     *         "LockAt": 5,
                     *         "LockedRows": 2,
                     *         "Penalties": 4,
                     *         "TurnTime": 30,
                     *         "Stake": 0
                     *       },
                     *       "players": 2,
                     *       "bots": true,
                     *       "status": "cancelled",
                     *       "createdAt": "2026-01-15T18:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Ticket"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["TicketNotFound"];
            409: components["responses"]["AlreadyMatched"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    webhooksList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every subscription of the caller, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "webhooks": [
                     *         {
                     *           "id": "wh_2b4d6f8a0c1e3a5c7e9b1d3f5a7c9e0b",
                     *           "url": "https://example.com/hooks/organized-chaos",
                     *           "events": [
                     *             "turn.started",
                     *             "game.ended"
                     *           ],
                     *           "createdAt": "2026-01-15T18:00:00.000Z",
                     *           "enabled": true,
                     *           "disabledReason": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    webhooksCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key from the same caller with the same request, within 24 hours, answers the first response again (with `Idempotent-Replayed: true`) and applies nothing twice. Another request with the key is 422 `idempotency-key-reused`; a refused request is not remembered. A command's key belongs to its game. Use a new random value (a UUID) per request.
                 * @example 9b2f6c1e-3d4a-4e8b-a7c5-0f1e2d3c4b5a
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://example.com/hooks/organized-chaos",
                 *       "events": [
                 *         "turn.started",
                 *         "game.ended"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CreateWebhook"];
            };
        };
        responses: {
            /** @description The subscription, with its signing secret (shown this once). */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wh_2b4d6f8a0c1e3a5c7e9b1d3f5a7c9e0b",
                     *       "url": "https://example.com/hooks/organized-chaos",
                     *       "events": [
                     *         "turn.started",
                     *         "game.ended"
                     *       ],
                     *       "createdAt": "2026-01-15T18:00:00.000Z",
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                     *     }
                     */
                    "application/json": components["schemas"]["NewWebhook"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            413: components["responses"]["TooLarge"];
            /** @description Problem: `invalid-webhook-url`, `idempotency-key-reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://organized-chaos.dev/problems/invalid-webhook-url",
                     *       "title": "Invalid webhook url",
                     *       "status": 422,
                     *       "detail": "The URL must be https and resolve to a public address.",
                     *       "code": "invalid-webhook-url",
                     *       "requestId": "Jd9JshG7oAMEVxQ="
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @constant */
                        status?: 422;
                        /** @enum {unknown} */
                        code?: "invalid-webhook-url" | "idempotency-key-reused";
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    webhooksDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id, as `POST /webhooks` answered it.
                 * @example wh_2b4d6f8a0c1e3a5c7e9b1d3f5a7c9e0b
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["WebhookNotFound"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    webhooksDeliveries: {
        parameters: {
            query?: {
                /** @description How many to list at most. */
                limit?: number;
                /** @description The `nextCursor` of the page before; leave it out for the first page. */
                cursor?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The subscription's id, as `POST /webhooks` answered it.
                 * @example wh_2b4d6f8a0c1e3a5c7e9b1d3f5a7c9e0b
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of attempts; pass nextCursor as cursor for the next. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deliveries": [
                     *         {
                     *           "eventId": "msg_3PzQ1c5xv2b7n9m0k4j6h8g2f1d3s5a7",
                     *           "type": "turn.started",
                     *           "attempt": 2,
                     *           "statusCode": 200,
                     *           "error": null,
                     *           "at": "2026-01-15T18:00:07.000Z",
                     *           "nextRetryAt": null,
                     *           "outcome": "delivered"
                     *         },
                     *         {
                     *           "eventId": "msg_3PzQ1c5xv2b7n9m0k4j6h8g2f1d3s5a7",
                     *           "type": "turn.started",
                     *           "attempt": 1,
                     *           "statusCode": 503,
                     *           "error": "the receiver answered 503",
                     *           "at": "2026-01-15T18:00:02.000Z",
                     *           "nextRetryAt": "2026-01-15T18:00:07.000Z",
                     *           "outcome": "retrying"
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDeliveries"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["WebhookNotFound"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    webhooksPing: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key from the same caller with the same request, within 24 hours, answers the first response again (with `Idempotent-Replayed: true`) and applies nothing twice. Another request with the key is 422 `idempotency-key-reused`; a refused request is not remembered. A command's key belongs to its game. Use a new random value (a UUID) per request.
                 * @example 9b2f6c1e-3d4a-4e8b-a7c5-0f1e2d3c4b5a
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /**
                 * @description The subscription's id, as `POST /webhooks` answered it.
                 * @example wh_2b4d6f8a0c1e3a5c7e9b1d3f5a7c9e0b
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["NoBody"];
            };
        };
        responses: {
            /** @description The ping is on its way (a disabled subscription gets none). */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "eventId": "msg_8Hq2Lr5Tz0Wc3Xv6Bn9Mk1Jd4Gf7Sa0Pq"
                     *     }
                     */
                    "application/json": components["schemas"]["PingQueued"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["WebhookNotFound"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    webhooksSecret: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key from the same caller with the same request, within 24 hours, answers the first response again (with `Idempotent-Replayed: true`) and applies nothing twice. Another request with the key is 422 `idempotency-key-reused`; a refused request is not remembered. A command's key belongs to its game. Use a new random value (a UUID) per request.
                 * @example 9b2f6c1e-3d4a-4e8b-a7c5-0f1e2d3c4b5a
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /**
                 * @description The subscription's id, as `POST /webhooks` answered it.
                 * @example wh_2b4d6f8a0c1e3a5c7e9b1d3f5a7c9e0b
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["NoBody"];
            };
        };
        responses: {
            /** @description The new secret (shown this once), and until when the old one still signs. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wh_2b4d6f8a0c1e3a5c7e9b1d3f5a7c9e0b",
                     *       "secret": "whsec_Zb3nQe7Vt1Xk9Lp2Rm6Sy0Hc4Jw8Fd5Ga",
                     *       "previousSecretExpiresAt": "2026-01-16T18:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["RotatedWebhookSecret"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["WebhookNotFound"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    appsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every app of the caller, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apps": [
                     *         {
                     *           "appId": "app_3e5a7c9b1d2f4a6c8e0b2d4f6a8c1e3b",
                     *           "name": "Dice Kings Mobile",
                     *           "publishableKey": "ocpk_Xq3vN8dLr1Tz6Wb0Kc4Yh7Jm2Gs5Fa9Pe3Uo1Ri8Cw6",
                     *           "createdAt": "2026-01-15T18:00:00.000Z",
                     *           "players": 1204,
                     *           "push": {
                     *             "apns": false,
                     *             "fcm": false,
                     *             "expo": false
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AppList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    appsCreate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key from the same caller with the same request, within 24 hours, answers the first response again (with `Idempotent-Replayed: true`) and applies nothing twice. Another request with the key is 422 `idempotency-key-reused`; a refused request is not remembered. A command's key belongs to its game. Use a new random value (a UUID) per request.
                 * @example 9b2f6c1e-3d4a-4e8b-a7c5-0f1e2d3c4b5a
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Dice Kings Mobile"
                 *     }
                 */
                "application/json": components["schemas"]["CreateApp"];
            };
        };
        responses: {
            /** @description The app, with its secret key (shown this once). */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "appId": "app_3e5a7c9b1d2f4a6c8e0b2d4f6a8c1e3b",
                     *       "name": "Dice Kings Mobile",
                     *       "publishableKey": "ocpk_Xq3vN8dLr1Tz6Wb0Kc4Yh7Jm2Gs5Fa9Pe3Uo1Ri8Cw6",
                     *       "createdAt": "2026-01-15T18:00:00.000Z",
                     *       "secretKey": "ocsk_Lm4pR7tW0yB3eH6kN9qS2vZ5cF8iJ1oU4xA7dG0gT3n"
                     *     }
                     */
                    "application/json": components["schemas"]["NewApp"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    appsGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The app's id, as `POST /apps` answered it.
                 * @example app_3e5a7c9b1d2f4a6c8e0b2d4f6a8c1e3b
                 */
                appId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The app (without its secret key). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "appId": "app_3e5a7c9b1d2f4a6c8e0b2d4f6a8c1e3b",
                     *       "name": "Dice Kings Mobile",
                     *       "publishableKey": "ocpk_Xq3vN8dLr1Tz6Wb0Kc4Yh7Jm2Gs5Fa9Pe3Uo1Ri8Cw6",
                     *       "createdAt": "2026-01-15T18:00:00.000Z",
                     *       "players": 1204,
                     *       "push": {
                     *         "apns": false,
                     *         "fcm": false,
                     *         "expo": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["App"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["AppNotFound"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    appsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The app's id, as `POST /apps` answered it.
                 * @example app_3e5a7c9b1d2f4a6c8e0b2d4f6a8c1e3b
                 */
                appId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["AppNotFound"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    appsSecret: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the same key from the same caller with the same request, within 24 hours, answers the first response again (with `Idempotent-Replayed: true`) and applies nothing twice. Another request with the key is 422 `idempotency-key-reused`; a refused request is not remembered. A command's key belongs to its game. Use a new random value (a UUID) per request.
                 * @example 9b2f6c1e-3d4a-4e8b-a7c5-0f1e2d3c4b5a
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                /**
                 * @description The app's id, as `POST /apps` answered it.
                 * @example app_3e5a7c9b1d2f4a6c8e0b2d4f6a8c1e3b
                 */
                appId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["NoBody"];
            };
        };
        responses: {
            /** @description The new secret key (shown this once), and until when the old one still works. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "appId": "app_3e5a7c9b1d2f4a6c8e0b2d4f6a8c1e3b",
                     *       "secretKey": "ocsk_Qw8eR5tY2uI9oP6aS3dF0gH7jK4lZ1xC8vB5nM2qW9e",
                     *       "previousValidUntil": "2026-01-16T18:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["RotatedAppSecret"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["AppNotFound"];
            413: components["responses"]["TooLarge"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    appsPlayersPut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The app's id, as `POST /apps` answered it.
                 * @example app_3e5a7c9b1d2f4a6c8e0b2d4f6a8c1e3b
                 */
                appId: string;
                /**
                 * @description The id the app knows its player by: 1–128 characters of `A–Z a–z 0–9 . _ : @ -`.
                 * @example user-8841
                 */
                externalId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "Ann"
                 *     }
                 */
                "application/json": components["schemas"]["SignInAppPlayer"];
            };
        };
        responses: {
            /** @description The player, made before: found, with a new token. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *       "name": "Ann",
                     *       "externalId": "user-8841",
                     *       "appId": "app_3e5a7c9b1d2f4a6c8e0b2d4f6a8c1e3b",
                     *       "token": "oct_Zm9yIGV4YW1wbGUgb25seTogbm90IGEgcmVhbCB0b2tlbiBhdCBhbGw"
                     *     }
                     */
                    "application/json": components["schemas"]["AppPlayer"];
                };
            };
            /** @description The player, made by this call; the token is shown this once. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                     *       "name": "Ann",
                     *       "externalId": "user-8841",
                     *       "appId": "app_3e5a7c9b1d2f4a6c8e0b2d4f6a8c1e3b",
                     *       "token": "oct_Zm9yIGV4YW1wbGUgb25seTogbm90IGEgcmVhbCB0b2tlbiBhdCBhbGw"
                     *     }
                     */
                    "application/json": components["schemas"]["AppPlayer"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["AppNotFound"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    appsPlayersDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The app's id, as `POST /apps` answered it.
                 * @example app_3e5a7c9b1d2f4a6c8e0b2d4f6a8c1e3b
                 */
                appId: string;
                /**
                 * @description The id the app knows its player by: 1–128 characters of `A–Z a–z 0–9 . _ : @ -`.
                 * @example user-8841
                 */
                externalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erased. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            /** @description Problem: `app-not-found`, `player-not-found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://organized-chaos.dev/problems/app-not-found",
                     *       "title": "App not found",
                     *       "status": 404,
                     *       "detail": "You have no app with this id; GET /apps lists yours.",
                     *       "code": "app-not-found",
                     *       "requestId": "Jd9JshG7oAMEVxQ="
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @constant */
                        status?: 404;
                        /** @enum {unknown} */
                        code?: "app-not-found" | "player-not-found";
                    };
                };
            };
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    appsPushPut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The app's id, as `POST /apps` answered it.
                 * @example app_3e5a7c9b1d2f4a6c8e0b2d4f6a8c1e3b
                 */
                appId: string;
                /**
                 * @description The push platform whose credentials these are: `apns`, `fcm` or `expo` (anything else: 400 `invalid-request`).
                 * @example apns
                 */
                platform: "apns" | "fcm" | "expo";
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PutPushCredentials"];
            };
        };
        responses: {
            /** @description Set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "platform": "apns",
                     *       "configured": true
                     *     }
                     */
                    "application/json": components["schemas"]["PushConfigured"];
                };
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["AppNotFound"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    appsPushDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The app's id, as `POST /apps` answered it.
                 * @example app_3e5a7c9b1d2f4a6c8e0b2d4f6a8c1e3b
                 */
                appId: string;
                /**
                 * @description The push platform whose credentials these are: `apns`, `fcm` or `expo` (anything else: 400 `invalid-request`).
                 * @example apns
                 */
                platform: "apns" | "fcm" | "expo";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidRequest"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["AppNotFound"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    pushWebpush: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The public key. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Server-Timing": components["headers"]["Server-Timing"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "publicKey": "BL5ky_A7jq_cs3CE2vGRmEVMYWS5YtYgQNp_jBMSl81so2kQ0lJ_jTlNAjr4fArCDF_XfBLZSz9a6N22A0NJ4dM"
                     *     }
                     */
                    "application/json": components["schemas"]["WebPushKey"];
                };
            };
            413: components["responses"]["TooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    receiveGameStarted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id: the same on every attempt. Drop a delivery whose id you have seen.
                 * @example msg_3PzQ1c5xv2b7n9m0k4j6h8g2f1d3s5a7
                 */
                "webhook-id": components["parameters"]["webhook-id"];
                /**
                 * @description Seconds since the epoch when this attempt was signed; refuse one far from your clock.
                 * @example 1768500000
                 */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /**
                 * @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the subscription's secret.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["webhook-signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "msg_U7UrlLr7EJ0ZMfmsZKgwmipE1zzrpurM",
                 *       "type": "game.started",
                 *       "timestamp": "2026-01-15T18:00:02.000Z",
                 *       "data": {
                 *         "gameId": "g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                 *         "version": 3,
                 *         "game": "dice-kings",
                 *         "players": [
                 *           {
                 *             "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                 *             "seat": 0
                 *           },
                 *           {
                 *             "playerId": "p_7b3d5f9a1c2e4b6d8f0a2c4e6b8d0f25",
                 *             "seat": 1
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["GameStartedDelivery"];
            };
        };
        responses: {
            /** @description Received. Answer quickly and do the work afterwards. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveTurnStarted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id: the same on every attempt. Drop a delivery whose id you have seen.
                 * @example msg_3PzQ1c5xv2b7n9m0k4j6h8g2f1d3s5a7
                 */
                "webhook-id": components["parameters"]["webhook-id"];
                /**
                 * @description Seconds since the epoch when this attempt was signed; refuse one far from your clock.
                 * @example 1768500000
                 */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /**
                 * @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the subscription's secret.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["webhook-signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "msg_0Kf1z4x3-S99kJiwT5eMkznj09t9ZFcC",
                 *       "type": "turn.started",
                 *       "timestamp": "2026-01-15T18:00:02.000Z",
                 *       "data": {
                 *         "gameId": "g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                 *         "version": 3,
                 *         "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                 *         "step": "roll",
                 *         "awaiting": [
                 *           "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13"
                 *         ],
                 *         "deadline": "2026-01-15T18:01:02.000Z"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["TurnStartedDelivery"];
            };
        };
        responses: {
            /** @description Received. Answer quickly and do the work afterwards. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveGameEnded: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id: the same on every attempt. Drop a delivery whose id you have seen.
                 * @example msg_3PzQ1c5xv2b7n9m0k4j6h8g2f1d3s5a7
                 */
                "webhook-id": components["parameters"]["webhook-id"];
                /**
                 * @description Seconds since the epoch when this attempt was signed; refuse one far from your clock.
                 * @example 1768500000
                 */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /**
                 * @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the subscription's secret.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["webhook-signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "msg_Xr2021Gb5RqZowcIb6dRCoSYpEbfPb-s",
                 *       "type": "game.ended",
                 *       "timestamp": "2026-01-15T18:10:00.000Z",
                 *       "data": {
                 *         "gameId": "g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                 *         "version": 9,
                 *         "result": {
                 *           "winners": [
                 *             "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13"
                 *           ],
                 *           "scores": {
                 *             "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13": 212,
                 *             "p_7b3d5f9a1c2e4b6d8f0a2c4e6b8d0f25": 187
                 *           }
                 *         },
                 *         "pot": {
                 *           "stake": 50,
                 *           "total": 100,
                 *           "shares": {
                 *             "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13": 100
                 *           }
                 *         },
                 *         "serverSeed": "9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c0b2d4f6e8a1c3e5b7d9f0a2c4e6b8d0f"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["GameEndedDelivery"];
            };
        };
        responses: {
            /** @description Received. Answer quickly and do the work afterwards. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receivePlayerResigned: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id: the same on every attempt. Drop a delivery whose id you have seen.
                 * @example msg_3PzQ1c5xv2b7n9m0k4j6h8g2f1d3s5a7
                 */
                "webhook-id": components["parameters"]["webhook-id"];
                /**
                 * @description Seconds since the epoch when this attempt was signed; refuse one far from your clock.
                 * @example 1768500000
                 */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /**
                 * @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the subscription's secret.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["webhook-signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "msg_uX4jh1yqWetYcpWbSihI60qe9DHmdKlC",
                 *       "type": "player.resigned",
                 *       "timestamp": "2026-01-15T18:05:00.000Z",
                 *       "data": {
                 *         "gameId": "g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                 *         "version": 9,
                 *         "playerId": "p_7b3d5f9a1c2e4b6d8f0a2c4e6b8d0f25"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PlayerResignedDelivery"];
            };
        };
        responses: {
            /** @description Received. Answer quickly and do the work afterwards. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveMatchFound: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id: the same on every attempt. Drop a delivery whose id you have seen.
                 * @example msg_3PzQ1c5xv2b7n9m0k4j6h8g2f1d3s5a7
                 */
                "webhook-id": components["parameters"]["webhook-id"];
                /**
                 * @description Seconds since the epoch when this attempt was signed; refuse one far from your clock.
                 * @example 1768500000
                 */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /**
                 * @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the subscription's secret.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["webhook-signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "msg_y6p-l_eY3biktausGNSqWJQqBE7YpxEV",
                 *       "type": "match.found",
                 *       "timestamp": "2026-01-15T18:00:00.000Z",
                 *       "data": {
                 *         "gameId": "g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                 *         "version": 1,
                 *         "ticketId": "t_5c1e9a3b7d2f4e6a8c0b1d3f5a7e9c2b"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["MatchFoundDelivery"];
            };
        };
        responses: {
            /** @description Received. Answer quickly and do the work afterwards. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveTurnReminder: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id: the same on every attempt. Drop a delivery whose id you have seen.
                 * @example msg_3PzQ1c5xv2b7n9m0k4j6h8g2f1d3s5a7
                 */
                "webhook-id": components["parameters"]["webhook-id"];
                /**
                 * @description Seconds since the epoch when this attempt was signed; refuse one far from your clock.
                 * @example 1768500000
                 */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /**
                 * @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the subscription's secret.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["webhook-signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "msg_u9eEVDEbe-da1XzZoq_27HGSxb7ffa1x",
                 *       "type": "turn.reminder",
                 *       "timestamp": "2026-01-15T20:00:00.000Z",
                 *       "data": {
                 *         "gameId": "g_5c8f2b7d1c4e6a0b9d3f5e7c2a4b6d8f",
                 *         "version": 9,
                 *         "playerId": "p_1f0c8e2a9b7d4c6e8a0b2d4f6a8c0e13",
                 *         "deadline": "2026-01-15T21:00:00.000Z"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["TurnReminderDelivery"];
            };
        };
        responses: {
            /** @description Received. Answer quickly and do the work afterwards. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receivePing: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id: the same on every attempt. Drop a delivery whose id you have seen.
                 * @example msg_3PzQ1c5xv2b7n9m0k4j6h8g2f1d3s5a7
                 */
                "webhook-id": components["parameters"]["webhook-id"];
                /**
                 * @description Seconds since the epoch when this attempt was signed; refuse one far from your clock.
                 * @example 1768500000
                 */
                "webhook-timestamp": components["parameters"]["webhook-timestamp"];
                /**
                 * @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the subscription's secret.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": components["parameters"]["webhook-signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "msg_pingK2x9c4v7b1n3m5q8w0e2r4t6y8u0i",
                 *       "type": "ping",
                 *       "timestamp": "2026-01-15T18:00:00.000Z",
                 *       "data": {
                 *         "webhookId": "wh_2b4d6f8a0c1e3a5c7e9b1d3f5a7c9e0b"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PingDelivery"];
            };
        };
        responses: {
            /** @description Received. Answer quickly and do the work afterwards. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
