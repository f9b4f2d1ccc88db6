/** A command that names its version (functions/games/command/expected-version.ts). */
import { describe, expect, it } from 'vitest';
import { versionConflict } from '../../../functions/games/command/expected-version.ts';
import { started } from './setup.ts';

describe('expected version', () => {
  it('none named, or the version the game is at: no conflict', async () => {
    const { state } = await (await started()).game();
    expect(versionConflict(undefined, state)).toBeUndefined();
    expect(versionConflict(state.version, state)).toBeUndefined();
  });

  it('a game that has moved on: a version conflict naming both versions', async () => {
    const { state } = await (await started()).game();
    expect(versionConflict(1, state)).toEqual({ kind: 'conflict', with: 'version', detail: 'The game is at version 2, not 1.' });
  });
});
