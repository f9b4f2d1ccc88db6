/**
 * The web client's replay (client/play/replay/boards.ts) folds a finished game's events, as GET
 * /games/{id}/events serves them to each viewer, with the domain's own rules; held here to the
 * server's own view of the game at every version, as that viewer saw it then (docs/contract.md,
 * Analysis and replays: "the reference web client steps through a finished game version by
 * version"): a seated player, a signed-in player with no seat, and a spectator.
 */
import { describe, expect, it } from 'vitest';
import { framesOf, type ReplayEvent } from '../../client/play/replay/boards.ts';
import { seededDraws } from '../../domain/kernel/index.ts';
import type { GameName } from '../../domain/registry.ts';
import { fold, view } from '../../domain/platform/index.ts';
import { decideFor } from '../../functions/bots/strategies.ts';
import { eventsPage } from '../../functions/games/events-page.ts';
import { playGame, type PlayedSeat } from '../support/played-games.ts';

/** An easy bot's moves, but every `idle`-th turn left to run out: the timer's defaults are replayed too. */
const seat = (playerId: string, idle = Infinity): PlayedSeat => ({
  playerId,
  move: (state, me) => (state.version % idle === 0 ? null : (decideFor(state, me, 'easy')!.move as never)),
});

describe('the replay of a finished game, version by version', () => {
  it.each([
    ['dice-kings', {}, 2],
    ['dice-kings', { Columns: 3 }, 2],
    ['quicks', {}, 3],
    ['rummiduck', {}, 2],
    ['rummiduck', { StartTiles: 7 }, 4],
  ] as [GameName, Record<string, unknown>, number][])(
    "%s %j, %i seats: each version's board is the view each viewer had then",
    (game, config, count) => {
      const seated = ['ann', 'bob', 'cy', 'dan'].slice(0, count);
      const { items, state } = playGame(
        game,
        config,
        seated.map((playerId, i) => seat(playerId, i === 1 ? 7 : Infinity)),
        seededDraws(21),
      );
      const stream = items.map((item) => ({ ...item, gameId: state.gameId, events: [...item.events] }));
      const started = items.find((item) => item.events.some((e) => e.type === 'GameStarted'))!.version;
      for (const viewer of ['ann', 'bob', 'eve', null]) {
        const { events, nextAfter } = eventsPage(state, stream, 0, 100_000, viewer);
        expect(nextAfter).toBeNull();
        const frames = framesOf(viewer, events as (ReplayEvent & { at: string })[]);
        // One frame for each version from the start to the end.
        expect(frames.map((frame) => frame.version)).toEqual(items.filter((item) => item.version >= started).map((item) => item.version));
        for (const frame of frames) {
          const seen = view(fold(items.slice(0, frame.version))!, viewer).board;
          expect(frame.board, `version ${frame.version}, seen by ${viewer}`).toEqual(seen);
        }
      }
    },
  );
});
