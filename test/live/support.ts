/**
 * Live-update tests without the servers: games stored through the command service in fresh
 * tables of the run's DynamoDB Local, subscriptions stored as the subscribe handler stores
 * them, and a poster that records what each connection was sent.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { play, start } from '../../domain/platform/index.ts';
import { runCommand } from '../../functions/games/command-service.ts';
import { createGame } from '../../functions/games/commands.ts';
import { readGame } from '../../functions/games/game-log.ts';
import type { ConnectionPoster } from '../../functions/live/poster.ts';
import type { LiveJob } from '../../functions/live/queue.ts';
import { liveJobOf } from '../../functions/live/reaction.ts';
import { expiresAtOf, subscribe } from '../../functions/live/subscribers.ts';

/** A started one-player Dice Kings game (three versions: created, started… ), stored as the API stores it. */
export async function soloGame(): Promise<{ gameId: string; playerId: string }> {
  const playerId = `p_${randomUUID().replaceAll('-', '')}`;
  const created = await createGame('dice-kings', {}, { playerId, name: 'Solo' });
  if (!('state' in created)) throw new Error(`not created: ${JSON.stringify(created)}`);
  const { gameId } = created.state;
  await runCommand(gameId, { actor: playerId, decide: (s, now, draws) => start(s, playerId, now, draws) });
  return { gameId, playerId };
}

/** The player's first legal move, stored; the new version. */
export async function move(gameId: string, playerId: string): Promise<number> {
  const outcome = await runCommand(gameId, {
    actor: playerId,
    decide: (s, now, draws) => play(s, s.rules.legalMoves(s.rulesState, playerId)[0] as { type: string }, playerId, now, draws),
  });
  if (outcome.kind !== 'applied') throw new Error(`the move was not applied: ${outcome.kind}`);
  return outcome.state.version;
}

/** The job the stream reaction queues for a stored version: with its item, which the fan-out folds onto the game it knows. */
export async function versionJob(gameId: string, version: number): Promise<LiveJob> {
  const item = (await readGame(gameId, { upTo: version }))?.item(version);
  if (!item) throw new Error(`game ${gameId} has no version ${version}`);
  return liveJobOf(item);
}

/** A connection following the game from `after`, as the subscribe handler leaves it (its job not run yet). */
export async function subscribed(
  gameId: string,
  { after, since, viewer, tokenHash }: { after: number; since: number; viewer?: string; tokenHash?: string },
) {
  const connectionId = randomUUID();
  const connectedAt = Date.now();
  const outcome = await subscribe(
    {
      gameId,
      connectionId,
      subscriberId: randomUUID(),
      viewer,
      tokenHash,
      since,
      sent: after,
      announced: false,
      expiresAt: expiresAtOf(connectedAt),
    },
    connectedAt,
  );
  expect(outcome).toBe('subscribed');
  return { gameId, connectionId };
}

/**
 * Records, per connection, the messages posted. Each post waits a random moment first, so
 * concurrent senders would interleave if they could; two posts in flight to one connection at
 * once are counted as `overlaps` (the delivery step must never let that happen).
 */
export class RecordingPoster implements ConnectionPoster {
  readonly sent = new Map<string, Record<string, unknown>[]>();
  overlaps = 0;
  private readonly inFlight = new Set<string>();
  readonly gone = new Set<string>();
  /** Posts that throw (a throttled Management API), one each. */
  failures = 0;

  constructor(private readonly random: () => number = Math.random) {}

  async post(connectionId: string, message: string): Promise<'sent' | 'gone'> {
    if (this.gone.has(connectionId)) return 'gone';
    if (this.inFlight.has(connectionId)) this.overlaps++;
    this.inFlight.add(connectionId);
    try {
      await sleep(Math.floor(this.random() * 4));
      if (this.failures > 0 && this.random() < 0.2) {
        this.failures--;
        throw new Error('TooManyRequestsException (a test failure)');
      }
      const list = this.sent.get(connectionId) ?? [];
      list.push(JSON.parse(message) as Record<string, unknown>);
      this.sent.set(connectionId, list);
      return 'sent';
    } finally {
      this.inFlight.delete(connectionId);
    }
  }

  /** What a connection got, as `subscribed@since` and the versions of its updates. */
  summary(connectionId: string): (string | number)[] {
    return (this.sent.get(connectionId) ?? []).map((m) =>
      m.type === 'update' ? (m.version as number) : `${m.type as string}@${m.version as number}`,
    );
  }
}

export const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
