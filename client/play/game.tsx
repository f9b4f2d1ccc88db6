import { useEffect, useRef, useState } from 'preact/hooks';
import type { Client, Command, GameView, LiveStatus } from '../src/index.ts';
import { PotLine } from './chips.tsx';
import { GameResult } from './end-screen.tsx';
import { FairnessCheck, useFairnessCheck } from './fairness-check.tsx';
import { LobbyActions, PlayActions } from './game-actions.tsx';
import { MoveLog } from './move-log.tsx';
import { TurnAlertsLink } from './push-control.tsx';
import { GameEnded, GameTable } from './games/game-table.tsx';
import { gameTitle, isKnownGame, stepTitle } from './games/index.ts';
import { EndedGame } from './replay/ended-game.tsx';
import { describe, type Me } from './session.ts';
import type { PlayedEvent, TableProps } from './table.ts';
import { useTryAgain } from './try-again.ts';
import { allows, useEvents, useGame, useLegalMoves } from './use-game.ts';

const liveTitles: Record<LiveStatus, string> = {
  connecting: 'connecting…',
  live: 'live',
  polling: 'updating by polling',
  closed: 'not updating',
};

/**
 * One game: its players and turn, its table (its game's own, or the generic one for a game
 * this page does not know), the lobby's join, bots and start, the hint and resigning, the
 * move log; at the end the result, what its game shows there (Rummiduck's losing racks, once
 * the fairness check verified them), the fairness check, the analysis and the replay.
 */
export function GamePage({ client, me, gameId }: { client: Client; me: Me; gameId: string }) {
  const { view, live, problem: liveProblem, accept } = useGame(client, gameId);
  const legal = useLegalMoves(client, view, me.playerId);
  const events = useEvents(client, view) as unknown as PlayedEvent[];
  // The SDK's verifier checks the games it ships, the ones this page knows: of another, it could only say it does not know it.
  const checkable = !!view && isKnownGame(view.game);
  const checked = useFairnessCheck(client, gameId, view?.status === 'ended' && checkable);
  const [problem, setProblem] = useState<string | null>(null);
  // A move refused for the player's command budget is sent again once it may be.
  const tryAgain = useTryAgain();

  const run = async (action: () => Promise<GameView>) => {
    setProblem(null);
    try {
      accept(await tryAgain.attempt(action));
    } catch (error) {
      setProblem(describe(error));
    }
  };
  const sendNow = (command: Command) => run(async () => (await client.sendCommand(gameId, command)).game);
  // A move picked from the list of the version before waits for the new list, and is sent if
  // that still allows it: a pass, say, must not land in a step the player has not seen.
  const waiting = useRef<Command | null>(null);
  const send = (command: Command) => {
    if (legal.current) return sendNow(command);
    waiting.current = command;
    return Promise.resolve();
  };
  useEffect(() => {
    const command = waiting.current;
    if (!legal.current || !command) return;
    waiting.current = null;
    if (legal.moves.some((move) => allows(move, command))) void sendNow(command);
    else setProblem('The game moved on: that move is not open any more.');
  }, [legal]);

  if (!view) return <p class="muted">{liveProblem ?? 'Loading the game…'}</p>;
  const seated = view.players.some((p) => p.playerId === me.playerId);
  const waitingForOthers = seated && (view.status === 'lobby' || (view.status === 'playing' && !view.turn?.awaiting.includes(me.playerId)));
  // The last command's events: its move is marked on the table.
  const lastVersion = events.at(-1)?.version;
  const recent = events.filter((event) => event.version === lastVersion);
  const props: TableProps = { me: me.playerId, send, recent };
  const moves = legal.moves;

  return (
    <div class={`game game-${view.game}`} data-game-id={view.gameId}>
      <div class="game-head">
        <h1>{gameTitle(view.game)}</h1>
        <span class={`badge status-${view.status}`}>{view.status}</span>
        <span class={`badge live-${live}`} title="How this page learns about moves">
          {liveTitles[live]}
        </span>
        <span class="muted small">version {view.version}</span>
      </div>
      <Players view={view} me={me.playerId} />
      {waitingForOthers && <TurnAlertsLink playerId={me.playerId} />}
      {view.status === 'lobby' && <LobbyActions client={client} view={view} me={me.playerId} run={run} />}
      {view.status === 'ended' && <GameResult client={client} view={view} me={me.playerId} />}
      {view.status === 'ended' && <GameEnded view={view} me={me.playerId} checked={checked} />}
      <GameTable {...props} view={view} moves={moves} />
      {view.status === 'playing' && seated && (
        <PlayActions client={client} view={view} me={me.playerId} run={run} awaited={!!view.turn?.awaiting.includes(me.playerId)} />
      )}
      {view.status !== 'lobby' && <MoveLog view={view} events={events} />}
      {view.status === 'ended' && checkable && <FairnessCheck view={view} checked={checked} />}
      {view.status === 'ended' && <EndedGame client={client} view={view} me={me.playerId} />}
      {(tryAgain.waiting ?? problem ?? liveProblem) && (
        <p class="problem" role="alert">
          {tryAgain.waiting ?? problem ?? liveProblem}
        </p>
      )}
    </div>
  );
}

function Players({ view, me }: { view: GameView; me: string }) {
  const now = useNow();
  const { turn, result } = view;
  const winners = new Set(result?.winners ?? []);
  const nameOf = (playerId: string) => (playerId === me ? 'you' : (view.players.find((p) => p.playerId === playerId)?.name ?? 'someone'));
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
              {player.bot && <span class="tag">bot</span>}
              {player.resigned && <span class="tag">resigned</span>}
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
        <p class="turn" data-turn>
          {turn.playerId === me ? 'Your turn' : `${nameOf(turn.playerId)}'s turn`}: {stepTitle(view.game, turn.step)}
          {turn.awaiting.includes(me) ? <strong> · your move</strong> : <> · waiting for {turn.awaiting.map(nameOf).join(', ')}</>}
          {turn.deadline && (
            <span class="muted" data-time-left>
              {' '}
              · <time dateTime={turn.deadline}>{secondsLeft(turn.deadline, now)} s</time> left
            </span>
          )}
        </p>
      )}
      {view.status === 'ended' && <p class="turn">Game over.</p>}
      {view.status === 'cancelled' && <p class="turn">This game was cancelled.</p>}
      <PotLine view={view} />
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
