/** The decision, prepared once (functions/games/command/prepare.ts). */
import { describe, expect, it } from 'vitest';
import { games } from '../../../domain/games.ts';
import { prepare } from '../../../functions/games/command/prepare.ts';
import { playing } from '../memory-games.ts';
import { ann, annRolls, commandOn, started } from './setup.ts';

const schema = games['dice-kings'].commandSchema;

describe('prepare', () => {
  it("a request's own decision is the decision", async () => {
    const setUp = await started();
    const request = annRolls();
    const decide = 'decide' in request ? request.decide : undefined;
    expect(prepare(commandOn(setUp, request), (await setUp.game()).state)).toBe(decide);
  });

  it('a decision made from the game as first loaded is made once, however often the command runs again', async () => {
    const setUp = await started();
    let prepared = 0;
    const command = commandOn(setUp, {
      actor: ann.playerId,
      prepare: () => (prepared++, playing(ann.playerId, { type: 'roll' })),
    });
    const { state } = await setUp.game();
    const first = prepare(command, state);
    expect(prepare(command, state)).toBe(first);
    expect(prepared).toBe(1);
    expect(command.decide).toBe(first);
  });

  it('a body that is no command of the game is invalid, and no decision is kept', async () => {
    const setUp = await started();
    const command = commandOn(setUp, {
      actor: ann.playerId,
      prepare: () => {
        const parsed = schema.safeParse({ type: 'juggle' });
        return parsed.success ? playing(ann.playerId, parsed.data) : { invalid: parsed.error };
      },
    });
    expect(prepare(command, (await setUp.game()).state)).toMatchObject({ kind: 'invalid', game: 'dice-kings', error: expect.any(Error) });
    expect(command.decide).toBeUndefined();
  });
});
