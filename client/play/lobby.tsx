import { useEffect, useRef, useState } from 'preact/hooks';
import type { Client, LobbyPage } from '../src/index.ts';
import { CreateGame } from './create-game.tsx';
import { MyGames } from './my-games.tsx';
import { gameTitle } from './games/index.ts';
import { Problem } from './problem.tsx';
import { PlayNow } from './play-now.tsx';
import { MeCard } from './profile.tsx';
import type { Me } from './session.ts';
import { usePolled } from './use-polled.ts';
import { useSubmit } from './use-submit.ts';

/** The lobby list is a projection with no live feed: it is read again every few seconds. */
const REFRESH_MS = 3000;

const open = (gameId: string) => (location.hash = `#/games/${encodeURIComponent(gameId)}`);

/** The player's own games and card on one side; new games, quick match and the open games to join on the other. */
export function Lobby({ client, me }: { client: Client; me: Me }) {
  return (
    <div class="lobby">
      <h1 class="visually-hidden">Lobby</h1>
      <div class="lobby-column">
        <MeCard client={client} me={me.playerId} />
        <MyGames client={client} me={me.playerId} />
      </div>
      <div class="lobby-column">
        <PlayNow client={client} />
        <CreateGame client={client} onCreated={open} />
        <OpenGames client={client} />
      </div>
    </div>
  );
}

const readLobbies = (client: Client) => client.listLobbies({ limit: 20 }).then((page) => page.games);

/** The lobbies others opened, to join with one tap. */
function OpenGames({ client }: { client: Client }) {
  const { value: lobbies, problem: listProblem } = usePolled(client, readLobbies, REFRESH_MS);
  const creators = useCreatorNames(client, lobbies ?? []);
  const join = useSubmit(async (gameId: string) => {
    open((await client.joinGame(gameId)).gameId);
  });

  return (
    <section class="card" aria-labelledby="open-games-title">
      <h2 id="open-games-title">Open games</h2>
      {lobbies === null ? (
        <p class="muted">Loading…</p>
      ) : lobbies.length === 0 ? (
        <p class="muted">No open games right now: create one and invite others.</p>
      ) : (
        <table class="lobbies">
          <thead>
            <tr>
              <th scope="col">Game</th>
              <th scope="col">Created by</th>
              <th scope="col">Seats</th>
              <th scope="col">
                <span class="visually-hidden">Join</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lobbies.map((lobby) => (
              <tr key={lobby.gameId} data-game-id={lobby.gameId}>
                <td>{gameTitle(lobby.game)}</td>
                <td>{creators[lobby.gameId] ?? '…'}</td>
                <td>
                  {lobby.players} / {lobby.seats}
                </td>
                <td>
                  <button onClick={() => join.run(lobby.gameId)} disabled={join.busy}>
                    Join
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Problem text={join.problem ?? listProblem} />
    </section>
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
