/**
 * The web client's registry of games (client/play/games/index.ts) against the contract
 * (openapi.yaml): a game for each game name, a title for each leaderboard, and a game name the
 * registry does not know is no known game (the page shows it on the generic table).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { gameTitle, isKnownGame, knownGames, leaderboardNames, playGameOf, stepTitle } from '../../client/play/games/index.ts';
import { describeEvent, describeMove } from '../../client/play/replay/moves.ts';

const schemas = (
  parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as {
    components: { schemas: { GameName: { enum: string[] }; LeaderboardPage: { properties: { board: { enum: string[] } } } } };
  }
).components.schemas;

describe("the web client's games", () => {
  it('are the contract’s games, in its order', () => {
    expect(knownGames).toEqual(schemas.GameName.enum);
  });

  it('name every leaderboard of the contract, each once', () => {
    expect([...leaderboardNames].sort()).toEqual([...schemas.LeaderboardPage.properties.board.enum].sort());
  });

  it('know no other game: a made-up one is shown by its name, its steps, moves and events as the server gives them', () => {
    expect(isKnownGame('high-roll')).toBe(false);
    expect(playGameOf('high-roll')).toBeUndefined();
    // Nor is a name an object has of its own: only the registry's own keys are games.
    expect(isKnownGame('toString')).toBe(false);
    expect(gameTitle('high-roll')).toBe('high-roll');
    expect(stepTitle('high-roll', 'roll')).toBe('roll');
    expect(describeMove('high-roll', { type: 'roll', keep: [0, 2] }, undefined)).toBe('roll · keep [0,2]');
    expect(describeEvent('high-roll', { version: 3, type: 'DieRolled', playerId: 'p_1', value: 4 }, () => 'Ann')).toBe(
      'Ann: DieRolled · value 4',
    );
    expect(describeEvent('high-roll', { version: 5, type: 'HighestFound', value: 6 }, () => 'someone')).toBe('HighestFound · value 6');
    expect(describeEvent('high-roll', { version: 4, type: 'PlayerResigned', playerId: 'p_1' }, () => 'Ann')).toBe('Ann resigned');
  });
});
