import { useEffect, useState } from 'preact/hooks';
import type { Client, GameView } from '../src/index.ts';

/** The balance is changed by games the page may not be showing (a payout, another tab's start): it is read again every few seconds. */
const REFRESH_MS = 5000;

/** The header's chip balance, with the stakes in games not yet ended. */
export function Balance({ client }: { client: Client }) {
  const [chips, setChips] = useState<{ balance: number; inPlay: number } | null>(null);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const refresh = async () => {
      try {
        const read = await client.getChips();
        if (!stopped) setChips(read);
      } catch {
        // A failed read keeps the balance last shown; the next refresh tries again.
      }
      if (!stopped) timer = setTimeout(refresh, REFRESH_MS);
    };
    void refresh();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [client]);
  if (!chips) return null;
  return (
    <span class="chips" data-balance={chips.balance}>
      <strong>{chips.balance}</strong> chips{chips.inPlay > 0 && <span class="muted"> ({chips.inPlay} in play)</span>}
    </span>
  );
}

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
