import { claimRematch, fold, join, rematchCreation } from '../../domain/platform/index.ts';
import { VersionTaken } from '../adapters/event-store.ts';
import { clientSeedOr } from '../fairness/game-fairness.ts';
import type { Authenticated } from '../players/players.ts';
import { runCommand, type CommandOutcome } from './command-service.ts';
import { storeCreation } from './creation.ts';
import { newGameId } from './game-id.ts';

/**
 * POST /games/{id}/rematch. The ended game names its rematch through the command flow, so of
 * several callers at once exactly one claim is stored; whoever then finds the rematch named
 * stores its creation (the same item whoever writes it: rematchCreation, and a second write of
 * version 1 simply loses) and the caller is seated: the claimant at seat 0 as its creator, any
 * other player of the ended game by joining it. `created` tells the claimant apart. A claim
 * the ended game refuses is its outcome, with nothing created.
 */
export async function rematch(gameId: string, caller: Authenticated): Promise<{ outcome: CommandOutcome; created: boolean }> {
  const me = { playerId: caller.playerId, name: caller.name };
  const claim = newGameId();
  const claimed = await runCommand(gameId, { actor: me.playerId, credential: caller, decide: (s, now) => claimRematch(s, me, claim, now) });
  if (claimed.kind !== 'applied') return { outcome: claimed, created: false };
  const named = claimed.state.rematch!;
  try {
    // The rematch's seats are new seats: each takes a client seed picked for it, the creator's here.
    const creation = await storeCreation((fairness) => ({
      gameId: named.gameId,
      version: 1,
      events: rematchCreation(claimed.state, fairness, clientSeedOr(undefined)),
      actor: named.creator.playerId,
    }));
    if (named.gameId === claim) return { outcome: { kind: 'applied', state: fold([creation])! }, created: true };
  } catch (error) {
    if (!(error instanceof VersionTaken)) throw error;
  }
  const joiner = { ...me, clientSeed: clientSeedOr(undefined) };
  const joined = await runCommand(named.gameId, { actor: me.playerId, credential: caller, decide: (s, now) => join(s, joiner, now) });
  return { outcome: joined, created: named.gameId === claim };
}
