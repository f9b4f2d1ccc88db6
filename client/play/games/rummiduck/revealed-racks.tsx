import type { RummiduckGameView } from '../../../src/index.ts';
import type { FairnessChecked } from '../../fairness-check.tsx';
import { inRackOrder, Tile } from './table.tsx';

const tiles = (n: number) => `${n} tile${n === 1 ? '' : 's'}`;

/** Why the racks cannot be shown: the seed gives them only when the check verified every tile. */
function unshown({ verdict, problem }: FairnessChecked): string | null {
  if (problem) return 'The racks cannot be shown: the fairness check could not run, and only its verdict can give them.';
  if (verdict?.status === 'rigged')
    return "The racks cannot be shown: this game's tiles were set through the test hook, so its seed does not give them.";
  if (verdict?.status === 'mismatch')
    return 'The racks cannot be shown: the fairness check found that this game differs from its seed, so the seed cannot tell what anyone held.';
  return null;
}

/**
 * A finished Rummiduck game's losing racks. No view or event ever shows another player's
 * tiles, also not after the end (docs/contract.md, Hidden information); the SDK's verifier
 * re-derives them from the seed revealed at the end, so they are shown once it says verified.
 */
export function RevealedRacks({ view, me, checked }: { view: RummiduckGameView; me: string; checked: FairnessChecked }) {
  const winners = view.result?.winners ?? [];
  const losers = view.players.filter((player) => !winners.includes(player.playerId));
  const { verdict } = checked;
  const racks = verdict?.status === 'ok' && 'racks' in verdict ? verdict.racks : null;
  const refusal = unshown(checked);
  if (losers.length === 0) return null;
  return (
    <section class="card revealed-racks" aria-labelledby="racks-title" data-racks={racks ? 'shown' : refusal ? 'unshown' : 'checking'}>
      <h2 id="racks-title">What the losers held</h2>
      {racks ? (
        <>
          <p class="muted small">Re-derived in this browser from the seed revealed at the end, as the fairness check below verified it.</p>
          <ul class="losing-racks">
            {losers.map((player) => {
              const rack = inRackOrder(racks[player.playerId] ?? []);
              return (
                <li data-rack-of={player.playerId}>
                  <p>
                    <strong>{player.name}</strong>
                    {player.playerId === me && ' (you)'}
                    {player.resigned && ', resigned'}: {rack.length === 0 ? 'no tiles left' : `${tiles(rack.length)} left`}
                  </p>
                  <div class="rack" role="group" aria-label={`${player.name}'s tiles left`}>
                    {rack.map((tile) => (
                      <Tile tile={tile} />
                    ))}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p class={refusal ? '' : 'muted'}>{refusal ?? 'The racks are shown here once the fairness check below has verified the game…'}</p>
      )}
    </section>
  );
}
