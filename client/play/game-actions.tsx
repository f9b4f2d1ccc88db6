import { useEffect, useRef, useState } from 'preact/hooks';
import type { BotLevel, Client, Command, GameView, Hint } from '../src/index.ts';
import { describeMove } from './replay/moves.ts';
import { describe } from './session.ts';

/** Runs one of the page's requests, showing its answer or its problem (GamePage's `run`). */
export type Run = (action: () => Promise<GameView>) => Promise<void>;

const toLobby = () => {
  location.hash = '#/';
};

/** Before the start: join, or for the creator bots and the start; everyone seated may leave. */
export function LobbyActions({ client, view, me, run }: { client: Client; view: GameView; me: string; run: Run }) {
  const [level, setLevel] = useState<BotLevel>('strong');
  const seated = view.players.some((p) => p.playerId === me);
  const creator = view.players[0]?.playerId === me;
  const leave = () => run(() => client.leaveGame(view.gameId)).then(toLobby);
  return (
    <section class="card lobby-actions" aria-label="Before the start">
      {!seated ? (
        <button onClick={() => run(() => client.joinGame(view.gameId))}>Join this game</button>
      ) : creator ? (
        <>
          <p>Others join from the list of open games, or from this page's address; or seat a bot.</p>
          <div class="row">
            {view.pot.stake === 0 && (
              <>
                <label>
                  Bot level
                  <select value={level} onChange={(e) => setLevel(e.currentTarget.value as BotLevel)}>
                    <option value="strong">strong</option>
                    <option value="easy">easy</option>
                  </select>
                </label>
                <button class="secondary" onClick={() => run(() => client.addBot(view.gameId, level))}>
                  Add a bot
                </button>
              </>
            )}
            <button onClick={() => run(() => client.startGame(view.gameId))}>Start the game</button>
            <button class="secondary" onClick={leave}>
              Leave and cancel
            </button>
          </div>
        </>
      ) : (
        <div class="row">
          <p class="muted">Waiting for {view.players[0]?.name} to start the game…</p>
          <button class="secondary" onClick={leave}>
            Leave
          </button>
        </div>
      )}
    </section>
  );
}

/** During the game: a hint where the contract gives one (the only person among bots), and resigning, confirmed first. */
export function PlayActions({
  client,
  view,
  me,
  run,
  awaited,
}: {
  client: Client;
  view: GameView;
  me: string;
  run: Run;
  awaited: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const [hint, setHint] = useState<{ version: number; text: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The question takes the focus, on its safe answer; answered, the focus goes back to Resign….
  const keep = useRef<HTMLButtonElement>(null);
  const resign = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) keep.current?.focus();
    else if (asked.current) resign.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  const player = view.players.find((p) => p.playerId === me);
  if (!player || player.resigned) return null;
  const hintsOn = view.players.every((p) => p.playerId === me || p.bot);
  const askHint = async () => {
    setProblem(null);
    try {
      const found: Hint = await client.getHint(view.gameId);
      const expected = found.expectedScore === undefined ? '' : ` (expected final score ${Math.round(found.expectedScore * 10) / 10})`;
      setHint({ version: found.version, text: `${describeMove(view.game, found.move as Command, view.board)}${expected}` });
    } catch (error) {
      setProblem(describe(error));
    }
  };
  return (
    <section class="card play-actions" aria-label="Game actions">
      <div class="row">
        {hintsOn && (
          <button class="secondary" onClick={askHint} disabled={!awaited}>
            Hint
          </button>
        )}
        {!confirming ? (
          <button ref={resign} class="secondary danger" onClick={() => setConfirming(true)}>
            Resign…
          </button>
        ) : (
          <span class="row confirm" role="group" aria-label="Confirm resigning">
            <span>Resign for good? You leave this game and cannot win it.</span>
            <button class="danger" onClick={() => run(() => client.resignGame(view.gameId)).then(() => setConfirming(false))}>
              Yes, resign
            </button>
            <button ref={keep} class="secondary" onClick={() => setConfirming(false)}>
              Keep playing
            </button>
          </span>
        )}
      </div>
      {hint && hint.version === view.version && (
        <p class="hint-card" data-hint>
          Hint: {hint.text}
        </p>
      )}
      {problem && (
        <p class="problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
