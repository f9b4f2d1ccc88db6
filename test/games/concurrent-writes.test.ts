/**
 * A command whose write failed to a concurrent writer reloads the game and recognises its own
 * write only by the write's id (command-service.ts). Two commands of one player deciding the
 * same move on the same version in the same millisecond make the very same events (the dice
 * come from the game's fair stream, the times from the clock): the loser must not take the
 * winner's item for its own and answer "applied" for a move that was applied once.
 */
import { describe, expect, it } from 'vitest';
import { loadStream } from '../../functions/adapters/event-store.ts';
import { createGame, playCommand, startGame } from '../../functions/games/commands.ts';
import { testClock } from '../support/clock.ts';
import { useTables } from '../timers/games.ts';

useTables();

describe('concurrent writes of the same events', () => {
  it('two identical rolls at once: one applied, the other decided again on the new version', async () => {
    const clock = testClock(Date.parse('2030-01-01T00:00:00Z'));
    const ann = { playerId: 'p_ann_concurrent', name: 'Ann' };
    const created = await createGame('dice-kings', {}, ann, { clock });
    if (!('state' in created)) throw new Error(`not created: ${JSON.stringify(created)}`);
    const { gameId } = created.state;
    await startGame(gameId, ann, clock);
    for (let round = 0; round < 5; round++) {
      const before = (await loadStream(gameId)).length;
      const outcomes = await Promise.all([1, 2].map(() => playCommand(gameId, ann, { type: 'roll', keep: [] }, {}, clock)));
      const stored = (await loadStream(gameId)).length - before;
      const applied = outcomes.filter((o) => o.kind === 'applied').length;
      // Each applied command stored an item of its own; a refusal (no rolls left) stored none.
      expect(applied, `round ${round}`).toBe(stored);
      if (outcomes.every((o) => o.kind === 'applied'))
        expect(new Set(outcomes.map((o) => (o.kind === 'applied' ? o.state.version : 0))).size).toBe(2);
      await playCommand(gameId, ann, { type: 'score', box: ['chance', 'ones', 'twos', 'threes', 'fours'][round]! }, {}, clock);
    }
  });
});
