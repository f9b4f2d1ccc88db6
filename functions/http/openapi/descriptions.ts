/** The prose of openapi.yaml that belongs to no one route: the API's introduction and its tags. */

export const apiDescription = `The game backend of three turn-based tabletop games played online: **Quicks** (rows of dice crossing),
**Dice Kings** (five dice, thirteen boxes, one or three columns) and **Rummiduck** (tiles, sets and table rebuilding).

- **Players and tokens.** \`POST /players\` answers a bearer token, shown once. Send it as \`Authorization: Bearer <token>\`.
- **Games.** Create one (you take seat 0), let others join, start it, then send the game's commands to
  \`POST /games/{gameId}/commands\`. \`GET /games/{gameId}/legal-moves\` lists every command you may send now.
  A game view is a union by \`game\`: each game has its own config, steps and board.
- **Errors** are RFC 9457 \`application/problem+json\` with a \`code\` from a fixed list (\`ProblemCode\`), a \`detail\` a person
  understands and the answer's \`requestId\`. A request never gets a 5xx because of what it sent; a server that cannot reach
  its database answers 503 \`unavailable\` with \`Retry-After\`.
- **Fair share.** Every request counts against a token-bucket budget: a player's commands (\`COMMANDS_PER_SECOND\`, 10 by
  default, twice that at once), an app's requests (its secret key, its players' tokens or \`X-App-Key\`:
  \`APP_REQUESTS_PER_SECOND\`, 50, and 100), a player of no app's (20, and 40) or an address's without credentials (20, and 40).
  Past it, 429 \`rate-limited\` with \`Retry-After\`, and nothing is done; every answer but \`/health\`'s carries the budget's
  \`RateLimit-Policy\` and \`RateLimit\` (IETF draft-ietf-httpapi-ratelimit-headers-10). A command is never refused for its
  app's other traffic.
- **Retries.** Every POST takes an \`Idempotency-Key\`: a retry with the same key answers the first response again
  (\`Idempotent-Replayed: true\`) and applies nothing twice.
- **Concurrency.** A command may carry \`expectedVersion\`: a game that has moved on answers 409 \`version-conflict\`.
  Without it, simultaneous decisions of several players are all applied.
- **Caching.** A game view has an \`ETag\`; \`If-None-Match\` answers 304 while the game has not moved.
- **Browsers** may call every route (CORS; preflights answered for every path). Every answer carries \`X-Request-Id\`.
- **Webhooks** tell your server about turns and results; see the \`webhooks\` section for each delivery.
- **Hidden information** stays hidden: another player's rack, the bag's order and future dice appear in no answer.`;

export const tags = [
  { name: 'Players', description: 'Who you are: a player and the bearer token that acts for them.' },
  { name: 'Games', description: 'Lobbies, seats, commands, the game view, events and legal moves.' },
  { name: 'Leaderboards', description: 'The best scores of every game, ranked.' },
  { name: 'Ratings', description: "Each person's OpenSkill rating on each board: their profile, and a finished game's changes." },
  { name: 'Quick match', description: 'A table found for you: tickets matched by game, config, table size and rating.' },
  {
    name: 'Apps',
    description: 'Products built on this API: their keys, the players who sign up through them, and those their servers sign in.',
  },
  { name: 'Webhooks', description: 'Signed deliveries to your server about the games you are seated in.' },
  {
    name: 'Notifications',
    description:
      "A player's phones and browsers told of their turn while the app is closed: devices, apps' push credentials, the Web Push key.",
  },
  { name: 'Service', description: 'Whether the service answers.' },
  { name: 'Test hooks', description: 'Only with TEST_HOOKS=1 (never deployed): rigged dice and bags for repeatable tests.' },
];
