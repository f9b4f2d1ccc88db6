import { useEffect, useRef, useState } from 'preact/hooks';
import type { Client, GameName, LobbyPage } from '../src/index.ts';
import { gameTitles } from './names.ts';
import { PlayNow } from './play-now.tsx';
import { describe } from './session.ts';

const gameNamed = (value: string): GameName => (value === 'dice-kings' || value === 'rummiduck' ? value : 'quicks');

/** The lobby list is a projection with no live feed: it is read again every few seconds. */
const REFRESH_MS = 3000;

/** Create a game, or join one of the open lobbies. */
export function Lobby({ client }: { client: Client }) {
  const [game, setGame] = useState<GameName>('quicks');
  const [stake, setStake] = useState(0);
  const [lobbies, setLobbies] = useState<LobbyPage['games'] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const creators = useCreatorNames(client, lobbies ?? []);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const refresh = async () => {
      try {
        const page = await client.listLobbies({ limit: 20 });
        if (!stopped) setLobbies(page.games);
      } catch (error) {
        if (!stopped) setProblem(describe(error));
      }
      if (!stopped) timer = setTimeout(refresh, REFRESH_MS);
    };
    void refresh();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [client]);

  const open = (gameId: string) => (location.hash = `#/games/${encodeURIComponent(gameId)}`);
  const run = async (action: () => Promise<{ gameId: string }>) => {
    setProblem(null);
    try {
      open((await action()).gameId);
    } catch (error) {
      setProblem(describe(error));
    }
  };

  return (
    <div class="lobby">
      <PlayNow client={client} />
      <section class="card">
        <h2>New game</h2>
        <div class="row">
          <label>
            Game{' '}
            <select value={game} onChange={(e) => setGame(gameNamed(e.currentTarget.value))}>
              {Object.entries(gameTitles).map(([value, title]) => (
                <option value={value}>{title}</option>
              ))}
            </select>
          </label>
          <label>
            Stake{' '}
            <input
              type="number"
              name="stake"
              min={0}
              max={1000000}
              step={1}
              value={stake}
              onInput={(e) => setStake(Math.max(0, Math.trunc(Number(e.currentTarget.value) || 0)))}
            />{' '}
            chips
          </label>
          <button onClick={() => run(() => client.createGame(game, stake > 0 ? { config: { Stake: stake } } : {}))}>Create game</button>
        </div>
      </section>
      <section class="card">
        <h2>Open games</h2>
        {lobbies === null ? (
          <p class="muted">Loading…</p>
        ) : lobbies.length === 0 ? (
          <p class="muted">No open games right now: create one and invite others.</p>
        ) : (
          <table class="lobbies">
            <thead>
              <tr>
                <th>Game</th>
                <th>Created by</th>
                <th>Seats</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {lobbies.map((lobby) => (
                <tr key={lobby.gameId} data-game-id={lobby.gameId}>
                  <td>{gameTitles[lobby.game]}</td>
                  <td>{creators[lobby.gameId] ?? '…'}</td>
                  <td>
                    {lobby.players} / {lobby.seats}
                  </td>
                  <td>
                    <button onClick={() => run(() => client.joinGame(lobby.gameId))}>Join</button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {problem && (
          <p class="problem" role="alert">
            {problem}
          </p>
        )}
      </section>
    </div>
  );
}

/** The creator's name of each listed game (the list names only their id): read once per game. */
function useCreatorNames(client: Client, lobbies: LobbyPage['games']): Record<string, string> {
  const [names, setNames] = useState<Record<string, string>>({});
  const asked = useRef(new Set<string>());
  useEffect(() => {
    for (const { gameId, creator } of lobbies) {
      if (asked.current.has(gameId)) continue;
      asked.current.add(gameId);
      client.getGame(gameId).then(
        (view) => setNames((known) => ({ ...known, [gameId]: view.players.find((p) => p.playerId === creator)?.name ?? '?' })),
        () => asked.current.delete(gameId),
      );
    }
  }, [client, lobbies]);
  return names;
}
