import type { Client, GameView } from '../src/index.ts';
import { usePolled } from './use-polled.ts';

/** The balance is changed by games the page may not be showing (a payout, another tab's start): it is read again every few seconds. */
const REFRESH_MS = 5000;

/** The chip balance, with the stakes in games not yet ended (in the header and the lobby's card of the player). */
export function Balance({ client }: { client: Client }) {
  const { value: chips } = usePolled(client, readChips, REFRESH_MS);
  if (!chips) return null;
  return (
    <span class="chips" data-balance={chips.balance}>
      <strong>{chips.balance}</strong> chips{chips.inPlay > 0 && <span class="muted"> ({chips.inPlay} in play)</span>}
    </span>
  );
}

const readChips = (client: Client) => client.getChips();

/** A game played for chips: its stake, the pot once it started, and what each player got from it at the end. */
export function PotLine({ view }: { view: GameView }) {
  const { pot } = view;
  if (pot.stake === 0) return null;
  const name = (playerId: string) => view.players.find((p) => p.playerId === playerId)?.name ?? playerId;
  return (
    <p class="pot">
      Stake {pot.stake} chips each
      {pot.total > 0 && <> · pot {pot.total}</>}
      {pot.shares && (
        <>
          {' '}
          · paid out:{' '}
          {Object.entries(pot.shares)
            .map(([playerId, share]) => `${name(playerId)} ${share}`)
            .join(', ')}
        </>
      )}
    </p>
  );
}
