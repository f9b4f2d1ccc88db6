import { useEffect, useState } from 'preact/hooks';
import type { LeaderboardName, Client, LeaderboardPage } from '../src/index.ts';
import { isLeaderboardName, leaderboardNames, leaderboardTitles } from './games/index.ts';
import { leaderboardHref, orderTitles, type BoardOrder } from './names.ts';
import { findOwnRank, type BoardEntry, type OwnRank } from './own-rank.ts';
import { Problem } from './problem.tsx';
import { ordinal } from './profile.tsx';
import { describe } from './session.ts';
import './leaderboards.css';

/** Lines a page: a phone's screenful. */
const PAGE_SIZE = 10;

/** The leaderboards (docs/contract.md, Leaderboards), each by best score or by rating, a page at a time, and where the player stands. */
export function LeaderboardsPage({ client, me, board, order }: { client: Client; me: string; board: string; order: BoardOrder }) {
  return (
    <section class="card leaderboards" aria-labelledby="leaderboards-title">
      <h1 id="leaderboards-title">Leaderboards</h1>
      <nav aria-label="Boards">
        <ul class="tabs">
          {leaderboardNames.map((name) => (
            <li>
              <a href={leaderboardHref(name, order)} aria-current={name === board ? 'page' : undefined}>
                {leaderboardTitles[name]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Order">
        <ul class="tabs">
          {(Object.keys(orderTitles) as BoardOrder[]).map((by) => (
            <li>
              <a
                href={leaderboardHref(isLeaderboardName(board) ? board : leaderboardNames[0], by)}
                aria-current={by === order ? 'page' : undefined}
              >
                By {orderTitles[by].toLowerCase()}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {isLeaderboardName(board) ? (
        // Keyed: another board or order starts again at its first page.
        <Board key={`${board}/${order}`} client={client} me={me} board={board} order={order} />
      ) : (
        <Problem text={`There is no board "${board}": pick one of the boards above.`} />
      )}
    </section>
  );
}

function Board({ client, me, board, order }: { client: Client; me: string; board: LeaderboardName; order: BoardOrder }) {
  // The cursor of each page asked for so far: the API's cursors go forward only, so going back reads the one before again.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const shown = useBoardPage(client, board, order, cursors);
  const own = useOwnRank(client, board, order, me);
  const title = `${leaderboardTitles[board]} by ${orderTitles[order].toLowerCase()}`;
  // While a page is read the one before stays, and the buttons stay (keeping the focus) but ask for nothing more;
  // if it does not come, Previous goes back.
  const current = shown.number === cursors.length;
  const next = current ? shown.page?.nextCursor : null;
  const first = cursors.length === 1 || !(current || shown.problem);

  return (
    <>
      <OwnRankLine own={own.rank} order={order} />
      <Problem text={own.problem} />
      {shown.page === null ? (
        <p class="muted">{shown.problem ? '' : 'Loading…'}</p>
      ) : shown.page.entries.length === 0 ? (
        <p class="muted" data-empty-board>
          Nobody is on this board yet:{' '}
          {order === 'score' ? 'it lists those who played a game of it to the end.' : 'it lists people with a rated game.'}
        </p>
      ) : (
        <table class="leaderboard" aria-busy={!current}>
          <caption>
            {title}, page {shown.number}
          </caption>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Player</th>
              <th scope="col" aria-sort={order === 'score' ? 'descending' : undefined}>
                Best score
              </th>
              <th scope="col" aria-sort={order === 'rating' ? 'descending' : undefined}>
                Rating
              </th>
              <th scope="col">Wins</th>
              <th scope="col">Games</th>
            </tr>
          </thead>
          <tbody>
            {shown.page.entries.map((entry) => (
              <Line entry={entry} mine={entry.playerId === me} />
            ))}
          </tbody>
        </table>
      )}
      <Problem text={shown.problem} />
      <div class="row pager">
        <button type="button" class="secondary" aria-disabled={first} onClick={() => first || setCursors((asked) => asked.slice(0, -1))}>
          Previous
        </button>
        <button type="button" class="secondary" aria-disabled={!next} onClick={() => next && setCursors((asked) => [...asked, next])}>
          Next
        </button>
      </div>
    </>
  );
}

function Line({ entry, mine }: { entry: BoardEntry; mine: boolean }) {
  return (
    <tr class={mine ? 'mine' : undefined} data-line-of={entry.playerId}>
      <td data-rank>{entry.rank}</td>
      <th scope="row">
        <a href={`#/players/${encodeURIComponent(entry.playerId)}`}>
          {entry.name}
          {mine && ' (you)'}
        </a>
      </th>
      <td>{entry.bestScore ?? '–'}</td>
      <td>{ordinal(entry.rating) ?? '–'}</td>
      <td>{entry.wins}</td>
      <td>{entry.games}</td>
    </tr>
  );
}

function OwnRankLine({ own, order }: { own: OwnRank | null; order: BoardOrder }) {
  return (
    <p class="own-rank" data-own-rank={own?.place ?? 'finding'} aria-live="polite">
      {!own ? (
        'Finding your rank…'
      ) : own.place === 'listed' ? (
        <>
          Your rank: <strong>{own.entry.rank}</strong> (
          {order === 'score' ? `best score ${own.entry.bestScore}` : `rating ${ordinal(own.entry.rating)}`})
        </>
      ) : own.place === 'further' ? (
        `You are further down than the first ${own.below}.`
      ) : order === 'score' ? (
        'You are not on this board yet: it comes with your first game of it played to the end.'
      ) : (
        'You have no rating on this board yet: it comes with a game of it played to the end with another person.'
      )}
    </p>
  );
}

interface ShownPage {
  readonly page: LeaderboardPage | null;
  /** Which page `page` is (1 for the first): the page asked for last, once it has come. */
  readonly number: number;
  readonly problem: string | null;
}

/** The last page asked for (the last of `cursors`), read again when the board, the order or the page changes. */
function useBoardPage(client: Client, board: LeaderboardName, order: BoardOrder, cursors: readonly (string | undefined)[]): ShownPage {
  const [shown, setShown] = useState<ShownPage>({ page: null, number: 0, problem: null });
  const cursor = cursors.at(-1);
  const number = cursors.length;
  useEffect(() => {
    let stale = false;
    client.getLeaderboard(board, { order, limit: PAGE_SIZE, cursor }).then(
      (page) => stale || setShown({ page, number, problem: null }),
      // The page shown stays, and says why the one asked for did not come; Previous goes back to it.
      (error) => stale || setShown((last) => ({ ...last, problem: describe(error) })),
    );
    return () => {
      stale = true;
    };
  }, [client, board, order, cursor, number]);
  return shown;
}

/** The player's place on the board shown, found again when the board, the order or the player changes. */
function useOwnRank(
  client: Client,
  board: LeaderboardName,
  order: BoardOrder,
  playerId: string,
): { rank: OwnRank | null; problem: string | null } {
  const [state, setState] = useState<{ rank: OwnRank | null; problem: string | null }>({ rank: null, problem: null });
  useEffect(() => {
    let stale = false;
    setState({ rank: null, problem: null });
    findOwnRank(client, board, order, playerId).then(
      (rank) => stale || setState({ rank, problem: null }),
      (error) => stale || setState({ rank: null, problem: `Your rank: ${describe(error)}` }),
    );
    return () => {
      stale = true;
    };
  }, [client, board, order, playerId]);
  return state;
}
