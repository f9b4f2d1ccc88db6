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
        /** Liveness */
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
        /** Create a player and their bearer token */
        post: operations["players-create"];
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
        /** Who the token belongs to */
        get: operations["players-me"];
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
        /** Open lobbies to join, newest first, cursor-paginated */
        get: operations["games-list"];
        put?: never;
        /** Create a game; the caller takes seat 0 */
        post: operations["games-create"];
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
        /** The game as the caller may see it (ETag; If-None-Match answers 304) */
        get: operations["games-get"];
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
        /** Take the next seat (joining twice is a no-op) */
        post: operations["games-join"];
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
        /** Start the game (seat 0 only) */
        post: operations["games-start"];
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
        /** The game's events after version `after`, oldest first, redacted for the caller */
        get: operations["games-events"];
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
        /** Send a command of the game (Idempotency-Key header supported) */
        post: operations["games-commands"];
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
        /** Every command the caller may send now, each a ready body */
        get: operations["games-legal-moves"];
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
        /** A leaderboard, best score first, cursor-paginated */
        get: operations["leaderboards-get"];
        put?: never;
        post?: never;
        delete?: never;
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
        /** The caller's webhook subscriptions (without their secrets) */
        get: operations["webhooks-list"];
        put?: never;
        /** Subscribe to the events of every game the caller is seated in */
        post: operations["webhooks-create"];
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
        /** Delete a subscription; deliveries already queued for it are dropped */
        delete: operations["webhooks-delete"];
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
        /** A subscription's delivery attempts, newest first, cursor-paginated */
        get: operations["webhooks-deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        NewPlayer: {
            playerId: string;
            name: string;
            /** @description The bearer token. Shown once; the server keeps only its hash. */
            token: string;
        };
        Problem: {
            type: string;
            title: string;
            status: number;
            /** @description What was wrong, in words a person understands. */
            detail: string;
            /** @description One of the contract error codes, e.g. `illegal-move`. */
            code: string;
        };
        CreatePlayer: {
            /** @description 1–40 characters after trimming; no control characters, bidirectional overrides or lone surrogates. */
            name: string;
        };
        Player: {
            playerId: string;
            name: string;
        };
        GameView: {
            gameId: string;
            /** @enum {string} */
            game: "quicks" | "dice-kings" | "rummiduck";
            /** @enum {string} */
            status: "lobby" | "playing" | "ended";
            version: number;
            /** @description The effective config, defaults filled in. */
            config: {
                [key: string]: unknown;
            };
            players: {
                playerId: string;
                name: string;
                seat: number;
            }[];
            turn: {
                /** @description The thrower, or the player whose turn it is. */
                playerId: string;
                /** @description Quicks `throw` | `white` | `colour`; Dice Kings `roll` | `choose`; Rummiduck `move`. */
                step: string;
                /** @description Who the game waits for now. */
                awaiting: string[];
                /** @description When the step runs out (TurnTime after it began). A deadline in the past means the default is due: it is applied by the timer within moments, and before any later command. */
                deadline: string | null;
            } | null;
            result: {
                winners: string[];
                scores: {
                    [key: string]: number;
                };
            } | null;
            /** @description The game's board as the caller may see it (API.md, The game view). */
            board: unknown;
        };
        CreateGame: {
            /** @enum {string} */
            game: "quicks" | "dice-kings" | "rummiduck";
            /** @description Keys exactly as the rules documents spell them after `Config.`, plus `TurnTime` in seconds. */
            config?: Record<string, never>;
        };
        LobbyPage: {
            games: {
                gameId: string;
                /** @enum {string} */
                game: "quicks" | "dice-kings" | "rummiduck";
                players: number;
                seats: number;
                createdAt: string;
                creator: string;
            }[];
            nextCursor: string | null;
        };
        EventsPage: {
            events: ({
                version: number;
                type: string;
                at: string;
            } & {
                [key: string]: unknown;
            })[];
            /** @description Pass as `after` for the next page; null when there is none. */
            nextAfter: number | null;
        };
        CommandReply: {
            version: number;
            game: components["schemas"]["GameView"];
        };
        /** @description A command of the game (API.md, Commands). */
        Command: (({
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
        }) | ({
            /** @constant */
            type: "roll";
            keep?: number[];
        } | {
            /** @constant */
            type: "score";
            /** @enum {string} */
            box: "ones" | "twos" | "threes" | "fours" | "fives" | "sixes" | "threeOfAKind" | "fourOfAKind" | "fullHouse" | "smallStraight" | "largeStraight" | "diceKings" | "chance";
            column?: 0 | 1 | 2;
        }) | ({
            /** @constant */
            type: "play";
            table: ("black-1-a" | "black-1-b" | "black-2-a" | "black-2-b" | "black-3-a" | "black-3-b" | "black-4-a" | "black-4-b" | "black-5-a" | "black-5-b" | "black-6-a" | "black-6-b" | "black-7-a" | "black-7-b" | "black-8-a" | "black-8-b" | "black-9-a" | "black-9-b" | "black-10-a" | "black-10-b" | "black-11-a" | "black-11-b" | "black-12-a" | "black-12-b" | "black-13-a" | "black-13-b" | "blue-1-a" | "blue-1-b" | "blue-2-a" | "blue-2-b" | "blue-3-a" | "blue-3-b" | "blue-4-a" | "blue-4-b" | "blue-5-a" | "blue-5-b" | "blue-6-a" | "blue-6-b" | "blue-7-a" | "blue-7-b" | "blue-8-a" | "blue-8-b" | "blue-9-a" | "blue-9-b" | "blue-10-a" | "blue-10-b" | "blue-11-a" | "blue-11-b" | "blue-12-a" | "blue-12-b" | "blue-13-a" | "blue-13-b" | "orange-1-a" | "orange-1-b" | "orange-2-a" | "orange-2-b" | "orange-3-a" | "orange-3-b" | "orange-4-a" | "orange-4-b" | "orange-5-a" | "orange-5-b" | "orange-6-a" | "orange-6-b" | "orange-7-a" | "orange-7-b" | "orange-8-a" | "orange-8-b" | "orange-9-a" | "orange-9-b" | "orange-10-a" | "orange-10-b" | "orange-11-a" | "orange-11-b" | "orange-12-a" | "orange-12-b" | "orange-13-a" | "orange-13-b" | "red-1-a" | "red-1-b" | "red-2-a" | "red-2-b" | "red-3-a" | "red-3-b" | "red-4-a" | "red-4-b" | "red-5-a" | "red-5-b" | "red-6-a" | "red-6-b" | "red-7-a" | "red-7-b" | "red-8-a" | "red-8-b" | "red-9-a" | "red-9-b" | "red-10-a" | "red-10-b" | "red-11-a" | "red-11-b" | "red-12-a" | "red-12-b" | "red-13-a" | "red-13-b" | "joker-red" | "joker-black")[][];
        } | {
            /** @constant */
            type: "draw";
        })) & {
            /** @description Refuse with 409 version-conflict unless the game is at this version. */
            expectedVersion?: number;
        };
        LegalMoves: {
            version: number;
            moves: {
                [key: string]: unknown;
            }[];
        };
        LeaderboardPage: {
            /** @enum {string} */
            board: "quicks" | "dice-kings" | "dice-kings-3" | "rummiduck";
            entries: {
                /** @description 1 + how many players have a better best score: equal scores share a rank. */
                rank: number;
                playerId: string;
                name: string;
                bestScore: number;
                /** @description Games won, a shared win in a tie included. */
                wins: number;
                games: number;
            }[];
            /** @description Pass as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        NewWebhook: {
            id: string;
            url: string;
            events: ("game.started" | "turn.started" | "game.ended" | "*")[];
            createdAt: string;
            /** @description `whsec_…`: verify each delivery's `webhook-signature` with it. Shown once. */
            secret: string;
        };
        CreateWebhook: {
            /** @description Where to POST the events: https on AWS; resolving to a public address. */
            url: string;
            /** @description `game.started`, `turn.started`, `game.ended`, or `*` for all. */
            events: ("game.started" | "turn.started" | "game.ended" | "*")[];
        };
        WebhookList: {
            webhooks: components["schemas"]["Webhook"][];
        };
        Webhook: {
            id: string;
            url: string;
            events: ("game.started" | "turn.started" | "game.ended" | "*")[];
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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
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
            /** @description The service answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ok";
                    };
                };
            };
        };
    };
    "players-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePlayer"];
            };
        };
        responses: {
            /** @description The player; the token is shown this once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewPlayer"];
                };
            };
            /** @description Problem with code `invalid-request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "players-me": {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Player"];
                };
            };
            /** @description Problem with code `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "games-list": {
        parameters: {
            query?: {
                status?: "lobby";
                game?: "quicks" | "dice-kings" | "rummiduck";
                limit?: number;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LobbyPage"];
                };
            };
            /** @description Problem with code `invalid-request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "games-create": {
        parameters: {
            query?: never;
            header?: never;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameView"];
                };
            };
            /** @description Problem with code `invalid-request` or `invalid-config`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem with code `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "games-get": {
        parameters: {
            query?: never;
            header?: {
                "If-None-Match"?: string;
            };
            path: {
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The game view. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameView"];
                };
            };
            /** @description Not modified (If-None-Match matched the ETag). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Problem with code `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem with code `game-not-found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "games-join": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The game, with the caller seated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameView"];
                };
            };
            /** @description Problem with code `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem with code `game-not-found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem with code `game-full` or `already-started`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "games-start": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The started game. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameView"];
                };
            };
            /** @description Problem with code `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem with code `not-creator`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem with code `game-not-found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem with code `not-enough-players` or `already-started`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "games-events": {
        parameters: {
            query?: {
                after?: number;
                limit?: number;
            };
            header?: never;
            path: {
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events, each with the version of the command that made it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventsPage"];
                };
            };
            /** @description Problem with code `invalid-request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem with code `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem with code `game-not-found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "games-commands": {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
                gameId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Command"];
            };
        };
        responses: {
            /** @description The version written and the game as the caller now sees it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommandReply"];
                };
            };
            /** @description Problem with code `invalid-request` or `invalid-command`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem with code `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem with code `not-seated`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem with code `game-not-found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem with code `not-your-turn` or `wrong-step` or `game-over` or `not-started` or `version-conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem with code `illegal-move` or `idempotency-key-reused`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "games-legal-moves": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's legal moves (Rummiduck's play once, without a table). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalMoves"];
                };
            };
            /** @description Problem with code `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem with code `not-seated`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem with code `game-not-found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "leaderboards-get": {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                board: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the board (quicks, dice-kings, dice-kings-3, rummiduck). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaderboardPage"];
                };
            };
            /** @description Problem with code `invalid-request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem with code `board-not-found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "webhooks-list": {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description Problem with code `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "webhooks-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhook"];
            };
        };
        responses: {
            /** @description The subscription, with its signing secret (shown this once). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewWebhook"];
                };
            };
            /** @description Problem with code `invalid-request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem with code `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem with code `invalid-webhook-url`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "webhooks-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Problem with code `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem with code `webhook-not-found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    "webhooks-deliveries": {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of attempts; pass nextCursor as cursor for the next. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveries"];
                };
            };
            /** @description Problem with code `invalid-request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem with code `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem with code `webhook-not-found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
