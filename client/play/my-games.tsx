import type { Client, MyGamesPage } from '../src/index.ts';
import { gameTitle, stepTitle } from './games/index.ts';
import { Problem } from './problem.tsx';
import { usePolled } from './use-polled.ts';

type MyGame = MyGamesPage['games'][number];

/** The list is a projection with no live feed: it is read again every few seconds. */
const REFRESH_MS = 4000;
/** Ended games are many and only looked back on: the latest few. */
const ENDED_SHOWN = 10;

/** Every game the player sits in, read from GET /players/me/games: so a reload or another device finds them. */
export function MyGames({ client, me }: { client: Client; me: string }) {
  const { value, problem } = usePolled(client, readMyGames, REFRESH_MS);
  return (
    <section class="card my-games" aria-labelledby="my-games-title">
      <h2 id="my-games-title">My games</h2>
      {value === null ? (
        <p class="muted">{problem ? '' : 'Loading…'}</p>
      ) : value.length === 0 ? (
        <p class="muted">None yet: create a game or join an open one.</p>
      ) : (
        <>
          <Group title="Running" games={value.filter((g) => g.status === 'playing')} me={me} />
          <Group title="Waiting to start" games={value.filter((g) => g.status === 'lobby')} me={me} />
          <Group title="Ended" games={value.filter((g) => g.status === 'ended')} me={me} />
        </>
      )}
      <Problem text={problem} />
    </section>
  );
}

/** Running and waiting games, then the latest ended ones; running games waiting for me first (the list is newest first within each). */
async function readMyGames(client: Client): Promise<MyGame[]> {
  const [open, ended] = await Promise.all([
    client.listMyGames({ status: ['playing', 'lobby'], limit: 100 }),
    client.listMyGames({ status: 'ended', limit: ENDED_SHOWN }),
  ]);
  const yourMoveFirst = [...open.games].sort((a, b) => Number(b.yourMove) - Number(a.yourMove));
  return [...yourMoveFirst, ...ended.games];
}

function Group({ title, games, me }: { title: string; games: MyGame[]; me: string }) {
  if (games.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul class="game-list">
        {games.map((game) => (
          <li key={game.gameId} data-my-game={game.gameId} data-status={game.status} class={game.yourMove ? 'your-move' : undefined}>
            <a href={`#/games/${encodeURIComponent(game.gameId)}`}>
              <strong>{gameTitle(game.game)}</strong> <span class="state">{stateOf(game, me)}</span>
              <span class="with">{playersOf(game, me)}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

const nameOf = (game: MyGame, playerId: string) => game.players.find((p) => p.playerId === playerId)?.name ?? '?';

/** Whose move it is, who won, or how many sit waiting: the line that says whether to open it now. */
function stateOf(game: MyGame, me: string): string {
  if (game.status === 'lobby') return `${game.players.length} seated, not started`;
  if (game.status === 'playing') {
    if (game.yourMove) return 'Your move';
    const turn = game.turn;
    return turn ? `${nameOf(game, turn.playerId)}: ${stepTitle(game.game, turn.step)}` : 'Running';
  }
  const winners = game.result?.winners ?? [];
  if (winners.length === 0) return 'Ended, no winner';
  if (winners.includes(me)) return winners.length > 1 ? 'You won, tied' : 'You won';
  return `Won by ${winners.map((w) => nameOf(game, w)).join(' and ')}`;
}

/** Who sits at the table, with the scores once it ended. */
function playersOf(game: MyGame, me: string): string {
  const scores = game.result?.scores;
  const shown = game.players.map((p) => {
    const name = p.playerId === me ? `${p.name} (you)` : p.name;
    return scores && p.playerId in scores ? `${name} ${scores[p.playerId]}` : name;
  });
  return shown.join(' · ');
}
