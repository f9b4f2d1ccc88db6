/**
 * The web client's replay (client/play/replay/boards.ts) folds a finished game's public events
 * into the board of each version; held here to the server's own view of the game at every
 * version, as the player saw it then (docs/contract.md, Analysis and replays: "the reference
 * web client steps through a finished game version by version").
 */
import { describe, expect, it } from 'vitest';
import { framesOf, type ReplayEvent } from '../../client/play/replay/boards.ts';
import type { GameView } from '../../client/src/index.ts';
import { seededDraws } from '../../domain/kernel/index.ts';
import type { GameName } from '../../domain/registry.ts';
import { fold, redactEvent, view } from '../../domain/platform/index.ts';
import { decideFor } from '../../functions/bots/strategies.ts';
import { playGame } from '../support/played-games.ts';

const easy = (playerId: string) => ({
  playerId,
  move: (state: Parameters<typeof decideFor>[0], me: string) => decideFor(state, me, 'easy')!.move as never,
});

describe('the replay of a finished game, version by version', () => {
  it.each([
    ['dice-kings', {}],
    ['dice-kings', { Columns: 3 }],
    ['quicks', {}],
    ['rummiduck', {}],
  ] as [GameName, Record<string, unknown>][])("%s %j: each version's board is the view the player had then", (game, config) => {
    const { items, state } = playGame(game, config, [easy('ann'), easy('bob')], seededDraws(21));
    const events = items.flatMap((item) =>
      item.events.map((event) => ({ version: item.version, ...redactEvent(state, event, 'ann') }) as ReplayEvent),
    );
    const frames = framesOf(view(state, 'ann') as unknown as GameView, 'ann', events);
    expect(frames.at(-1)!.version).toBe(state.version);
    for (const frame of frames)
      expect(frame.board, `version ${frame.version}`).toEqual(view(fold(items.slice(0, frame.version))!, 'ann').board);
  });
});
