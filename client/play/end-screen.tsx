import { useEffect, useState } from 'preact/hooks';
import { ApiError, type Client, type GameRatings, type GameView } from '../src/index.ts';
import { endReason, marginOf } from './end-reason.ts';
import { leaderboardHref } from './names.ts';
import { describe } from './session.ts';
import { Problem } from './problem.tsx';

const points = (n: number) => `${n} point${n === 1 ? '' : 's'}`;
const rating = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

/** A rating change as its ordinal before and after (mu − 3·sigma, what the leaderboards order by). */
function ratingChange({ before, after }: GameRatings['changes'][string]): string {
  const delta = after.ordinal - before.ordinal;
  return `${rating(before.ordinal)} → ${rating(after.ordinal)} (${delta >= 0 ? '+' : '−'}${rating(Math.abs(delta))})`;
}

/** The end of a game: why and by how much, the scores, winners, pot shares and rating changes, and the rematch. */
export function GameResult({ client, view, me }: { client: Client; view: GameView; me: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  const ratings = useRatings(client, view.gameId);
  if (!view.result) return null;
  const { winners, scores } = view.result;
  const name = (playerId: string) => view.players.find((p) => p.playerId === playerId)?.name ?? playerId;
  const margin = marginOf(view);
  const ranked = [...view.players].sort((a, b) => (scores[b.playerId] ?? 0) - (scores[a.playerId] ?? 0));
  const seated = view.players.some((p) => p.playerId === me);
  const rematch = async () => {
    setProblem(null);
    try {
      const next = await client.rematch(view.gameId);
      location.hash = `#/games/${encodeURIComponent(next.gameId)}`;
    } catch (error) {
      setProblem(describe(error));
    }
  };
  return (
    <section class="card result" aria-labelledby="result-title">
      <h2 id="result-title">
        {winners.length === 0
          ? 'Game over: no winner'
          : `Game over: ${winners.map(name).join(' and ')} ${winners.length > 1 ? 'tie' : 'wins'}`}
        {margin !== null && margin > 0 && <> by {points(margin)}</>}
      </h2>
      <p data-end-reason>Why it ended: {endReason(view)}.</p>
      <table class="scores">
        <caption class="visually-hidden">Final scores</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Score</th>
            {view.pot.stake > 0 && view.pot.shares && <th scope="col">Chips won</th>}
            <th scope="col">Rating</th>
          </tr>
        </thead>
        <tbody>
          {ranked.map((player) => {
            const change = ratings.data?.changes[player.playerId];
            return (
              <tr data-result-of={player.playerId} class={winners.includes(player.playerId) ? 'winner' : ''}>
                <th scope="row">
                  {player.name}
                  {player.playerId === me && ' (you)'}
                  {winners.includes(player.playerId) && <span class="tag win">winner</span>}
                  {player.resigned && <span class="tag">resigned</span>}
                  {player.bot && <span class="tag">bot</span>}
                </th>
                <td data-final-score>{scores[player.playerId] ?? 0}</td>
                {view.pot.stake > 0 && view.pot.shares && <td>{view.pot.shares[player.playerId] ?? 0}</td>}
                <td data-rating-change>{change ? ratingChange(change) : ratings.data ? 'not rated' : '…'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p class="muted small" data-ratings-note>
        {ratings.data
          ? Object.keys(ratings.data.changes).length === 0
            ? 'This game does not change any rating (it needs at least two people; bots are left out).'
            : `Ratings on the ${ratings.data.board} board (ordinal: mu − 3·sigma).`
          : (ratings.problem ?? 'The ratings are being worked out…')}
      </p>
      {view.pot.stake > 0 && (
        <p class="pot">
          Pot {view.pot.total} chips
          {view.pot.shares &&
            `: ${Object.entries(view.pot.shares)
              .map(([playerId, share]) => `${name(playerId)} +${share}`)
              .join(', ')}`}
        </p>
      )}
      <div class="row">
        {seated && (
          <>
            <button onClick={rematch}>{view.rematch ? 'Join the rematch' : 'Rematch'}</button>
            <a class="button secondary" href="#/">
              Back to the lobby
            </a>
          </>
        )}
        {/* The game's board, once the ratings say which it is (a Dice Kings game counts on one of two). */}
        <a class="button secondary" href={leaderboardHref(ratings.data?.board)}>
          Leaderboards
        </a>
      </div>
      <Problem text={problem} />
    </section>
  );
}

/**
 * The game's ratings changes: for a second or two after the end the projection has not applied
 * the game yet (409 not-rated-yet), so the page asks again a few times.
 */
function useRatings(client: Client, gameId: string): { data: GameRatings | null; problem: string | null } {
  const [state, setState] = useState<{ data: GameRatings | null; problem: string | null }>({ data: null, problem: null });
  useEffect(() => {
    let stale = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (tries: number) =>
      client.getGameRatings(gameId).then(
        (data) => stale || setState({ data, problem: null }),
        (error) => {
          if (stale) return;
          if (error instanceof ApiError && error.code === 'not-rated-yet' && tries > 1) timer = setTimeout(() => ask(tries - 1), 1000);
          else setState({ data: null, problem: `Ratings: ${describe(error)}` });
        },
      );
    void ask(20);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [client, gameId]);
  return state;
}
