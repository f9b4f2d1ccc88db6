import { useEffect, useState } from 'preact/hooks';
import type { Client, Command, GameView, LiveStatus } from '../src/index.ts';
import { PotLine } from './chips.tsx';
import { DiceKingsTable } from './dice-kings.tsx';
import { gameTitles, stepTitles } from './names.ts';
import { QuicksTable } from './quicks.tsx';
import { EndedGame } from './replay/ended-game.tsx';
import { RummiduckTable } from './rummiduck.tsx';
import { describe, type Me } from './session.ts';
import type { TableProps } from './table.ts';
import { useGame, useLegalMoves } from './use-game.ts';

const liveTitles: Record<LiveStatus, string> = {
  connecting: 'connecting…',
  live: 'live',
  polling: 'updating by polling',
  closed: 'not updating',
};

/** One game: its players and turn, its table, and the lobby's join and start. */
export function GamePage({ client, me, gameId }: { client: Client; me: Me; gameId: string }) {
  const { view, live, problem: liveProblem, accept } = useGame(client, gameId);
  const moves = useLegalMoves(client, view, me.playerId);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (action: () => Promise<GameView>) => {
    setProblem(null);
    try {
      accept(await action());
    } catch (error) {
      setProblem(describe(error));
    }
  };
  const send = (command: Command) => run(async () => (await client.sendCommand(gameId, command)).game);

  if (!view) return <p class="muted">{liveProblem ?? 'Loading the game…'}</p>;
  const seated = view.players.some((p) => p.playerId === me.playerId);
  const props: TableProps = { me: me.playerId, send };

  return (
    <div class={`game game-${view.game}`}>
      <div class="game-head">
        <h2>{gameTitles[view.game]}</h2>
        <span class={`badge status-${view.status}`}>{view.status}</span>
        <span class={`badge live-${live}`} title="How this page learns about moves">
          {liveTitles[live]}
        </span>
        <span class="muted small">version {view.version}</span>
      </div>
      <Players view={view} me={me.playerId} />
      {view.status === 'lobby' && (
        <LobbyActions
          view={view}
          me={me.playerId}
          seated={seated}
          join={() => run(() => client.joinGame(gameId))}
          start={() => run(() => client.startGame(gameId))}
        />
      )}
      {view.game === 'quicks' && view.board ? (
        <QuicksTable {...props} view={view} board={view.board} moves={moves} />
      ) : view.game === 'dice-kings' && view.board ? (
        <DiceKingsTable {...props} view={view} board={view.board} moves={moves} />
      ) : view.game === 'rummiduck' && view.board ? (
        <RummiduckTable {...props} view={view} board={view.board} moves={moves} />
      ) : null}
      {view.status === 'ended' && <EndedGame client={client} view={view} me={me.playerId} />}
      {(problem ?? liveProblem) && (
        <p class="problem" role="alert">
          {problem ?? liveProblem}
        </p>
      )}
    </div>
  );
}

function Players({ view, me }: { view: GameView; me: string }) {
  const now = useNow();
  const { turn, result } = view;
  const winners = new Set(result?.winners ?? []);
  return (
    <section class="card players">
      <ol>
        {view.players.map((player) => {
          const awaited = turn?.awaiting.includes(player.playerId);
          return (
            <li
              key={player.playerId}
              class={[awaited && 'awaited', turn?.playerId === player.playerId && 'current'].filter(Boolean).join(' ')}
            >
              <span class="seat">{player.seat + 1}</span>
              <span class="name">
                {player.name}
                {player.playerId === me && <span class="muted"> (you)</span>}
              </span>
              {awaited && <span class="tag">to move</span>}
              {winners.has(player.playerId) && <span class="tag win">winner</span>}
              {view.pot.stake > 0 && view.pot.shares?.[player.playerId] !== undefined && (
                <span class="tag share">+{view.pot.shares[player.playerId]} chips</span>
              )}
              {result && <span class="score">{result.scores[player.playerId] ?? 0}</span>}
            </li>
          );
        })}
      </ol>
      {turn && (
        <p class="turn">
          {turn.playerId === me ? 'Your turn' : `${view.players.find((p) => p.playerId === turn.playerId)?.name}'s turn`}:{' '}
          {stepTitles[turn.step] ?? turn.step}
          {turn.deadline && <span class="muted"> · {secondsLeft(turn.deadline, now)} s left</span>}
        </p>
      )}
      {view.status === 'ended' && <p class="turn">Game over.</p>}
      <PotLine view={view} />
    </section>
  );
}

function LobbyActions({ view, me, seated, join, start }: { view: GameView; me: string; seated: boolean; join(): void; start(): void }) {
  const creator = view.players[0]?.playerId === me;
  return (
    <section class="card">
      {!seated ? (
        <button onClick={join}>Join this game</button>
      ) : creator ? (
        <>
          <p>Others join from the list of open games, or from this page's address.</p>
          <button onClick={start}>Start the game</button>
        </>
      ) : (
        <p class="muted">Waiting for {view.players[0]?.name} to start the game…</p>
      )}
    </section>
  );
}

function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const secondsLeft = (deadline: string, now: number) => Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000));
