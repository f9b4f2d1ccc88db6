import { useEffect, useState } from 'preact/hooks';
import type { Client, Command, GameAnalysis, GameView } from '../../src/index.ts';
import { describe } from '../session.ts';
import type { Frame } from './boards.ts';
import { describeMove } from './moves.ts';
import { Replay } from './replay.tsx';

/** At the end of a game: how each person played (GET /games/{id}/analysis), and the game's replay from its events. */
export function EndedGame({ client, view, me }: { client: Client; view: GameView; me: string }) {
  const [frames, setFrames] = useState<Frame[] | null>(null);
  const [analysis, setAnalysis] = useState<GameAnalysis | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [at, setAt] = useState(0);

  useEffect(() => {
    let stale = false;
    // The fold (the domain's rules) is loaded with the events: only an ended game's page needs it.
    // A fold that fails is told as a problem, as a failed read is.
    Promise.all([client.allEvents(view.gameId), import('./boards.ts')])
      .then(([events, { framesOf }]) => framesOf(me, events))
      .then(
        (all) => {
          if (stale) return;
          setFrames(all);
          setAt(all.length - 1);
        },
        (error) => stale || setProblem(describe(error)),
      );
    client.getAnalysis(view.gameId).then(
      (found) => stale || setAnalysis(found),
      (error) => stale || setProblem(describe(error)),
    );
    return () => {
      stale = true;
    };
  }, [client, view.gameId]);

  /** The frame a decision was made on: the game just before the command stored at `version`. */
  const indexBefore = (version: number) =>
    frames
      ? Math.max(
          0,
          frames.findLastIndex((frame) => frame.version < version),
        )
      : 0;

  return (
    <>
      {analysis && (
        <AnalysisCard
          view={view}
          analysis={analysis}
          boardBefore={(version) => frames?.[indexBefore(version)]?.board}
          show={(version) => setAt(indexBefore(version))}
        />
      )}
      {frames && frames.length > 0 && <Replay view={view} me={me} frames={frames} at={at} go={setAt} />}
      {problem && (
        <p class="problem" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}

const points = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

function AnalysisCard({
  view,
  analysis,
  boardBefore,
  show,
}: {
  view: GameView;
  analysis: GameAnalysis;
  boardBefore(version: number): unknown;
  show(version: number): void;
}) {
  const people = view.players.filter((p) => analysis.players[p.playerId]);
  return (
    <section class="card analysis" aria-label="Analysis">
      <h2>How everyone played</h2>
      {people.map(({ playerId, name }) => {
        const mine = analysis.players[playerId]!;
        return (
          <div class="analysis-player" data-analysis-of={playerId}>
            <p>
              <strong>{name}</strong>:{' '}
              <span data-agreed>
                {mine.agreed} of {mine.decisions} decisions agreed
              </span>{' '}
              with {mine.engine === 'exact' ? 'the exact optimum' : 'the strong bot'}
              {mine.expectedLoss !== null && (
                <>
                  {' '}
                  · expected loss <span data-expected-loss>{points(mine.expectedLoss)}</span> points
                </>
              )}
            </p>
            {mine.mistakes.length > 0 && (
              <ol class="mistakes">
                {mine.mistakes.map((mistake) => {
                  const board = boardBefore(mistake.version);
                  return (
                    <li data-mistake-version={mistake.version}>
                      <span class="played">{describeMove(view.game, mistake.played as Command, board)}</span>
                      <span class="muted"> — better: </span>
                      <span class="best">{describeMove(view.game, mistake.best as Command, board)}</span>
                      {mistake.loss !== null && <span class="loss"> (−{points(mistake.loss)})</span>}{' '}
                      <button class="link" onClick={() => show(mistake.version)}>
                        show
                      </button>
                    </li>
                  );
                })}
              </ol>
            )}
          </div>
        );
      })}
    </section>
  );
}
