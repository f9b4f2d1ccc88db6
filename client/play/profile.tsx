import type { Client, Rating } from '../src/index.ts';
import { Balance } from './chips.tsx';
import { leaderboardNames, leaderboardTitles } from './games/index.ts';
import { leaderboardHref } from './names.ts';
import { Problem } from './problem.tsx';
import { usePolled } from './use-polled.ts';

/** Ratings change only when a game ends: read again now and then, not every few seconds. */
const REFRESH_MS = 15_000;

const readProfile = (playerId: string) => (client: Client) => client.getProfile(playerId);

/** The rating people are ranked by (mu − 3·sigma), to one decimal. */
export const ordinal = (rating: Rating | null) => (rating ? rating.ordinal.toFixed(1) : null);

/** The lobby's card of the player: chips, and a rating on each board played. */
export function MeCard({ client, me }: { client: Client; me: string }) {
  const { value: profile, problem } = usePolled(client, readProfile(me), REFRESH_MS);
  const played = profile ? leaderboardNames.filter((board) => profile.boards[board].games > 0) : [];
  return (
    <section class="card me-card" aria-labelledby="me-title">
      <h2 id="me-title">You</h2>
      <p>
        <Balance client={client} />
      </p>
      {profile &&
        (played.length === 0 ? (
          <p class="muted">No rating yet: it comes with your first game played to the end.</p>
        ) : (
          <ul class="ratings">
            {played.map((board) => (
              <li data-rating-of={board}>
                {leaderboardTitles[board]}: rating <strong>{ordinal(profile.boards[board].rating) ?? 'not yet'}</strong>
              </li>
            ))}
          </ul>
        ))}
      <p class="row">
        <a class="button-link" href={`#/players/${encodeURIComponent(me)}`}>
          Your profile and key
        </a>
        <a class="button-link secondary" href={leaderboardHref()}>
          Leaderboards
        </a>
      </p>
      <Problem text={problem} />
    </section>
  );
}

/** A player's profile (GET /players/{id}): each board's rating, games, wins and best score. */
export function ProfileBoards({ client, playerId }: { client: Client; playerId: string }) {
  const { value: profile, problem } = usePolled(client, readProfile(playerId), REFRESH_MS);
  if (!profile) return <Problem text={problem} />;
  return (
    <section class="card profile" aria-labelledby="profile-title">
      <h1 id="profile-title">{profile.name}</h1>
      <ul class="boards">
        {leaderboardNames.map((name) => {
          const board = profile.boards[name];
          return (
            <li data-board={name}>
              <h2 class="board-title">{leaderboardTitles[name]}</h2>
              <dl>
                <dt>Rating</dt>
                <dd data-rating>{ordinal(board.rating) ?? 'not rated yet'}</dd>
                <dt>Games</dt>
                <dd>{board.games}</dd>
                <dt>Wins</dt>
                <dd>{board.wins}</dd>
                <dt>Best score</dt>
                <dd>{board.bestScore ?? '–'}</dd>
              </dl>
              <a class="board-link" href={leaderboardHref(name)}>
                Leaderboard<span class="visually-hidden"> of {leaderboardTitles[name]}</span>
              </a>
            </li>
          );
        })}
      </ul>
      <p class="muted small">A rating is μ − 3σ of OpenSkill's model: it rises as you win and as it grows sure of you.</p>
    </section>
  );
}
