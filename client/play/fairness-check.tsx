import { useEffect, useState } from 'preact/hooks';
import type { Client, GameView, Verdict } from '../src/index.ts';
import { describe } from './session.ts';

/** The fairness check run in this browser by the SDK's verifier: its verdict, or why it could not run. */
export interface FairnessChecked {
  readonly verdict: Verdict | null;
  readonly problem: string | null;
}

/** Runs the check once the game is over (the server seed is revealed then), and again for another game. */
export function useFairnessCheck(client: Client, gameId: string, ended: boolean): FairnessChecked {
  const [checked, setChecked] = useState<FairnessChecked>({ verdict: null, problem: null });
  useEffect(() => {
    setChecked({ verdict: null, problem: null });
    if (!ended) return;
    let stale = false;
    client.verifyGame(gameId).then(
      (verdict) => stale || setChecked({ verdict, problem: null }),
      (error) => stale || setChecked({ verdict: null, problem: describe(error) }),
    );
    return () => {
      stale = true;
    };
  }, [client, gameId, ended]);
  return checked;
}

/** The fairness proof checked here, in the browser, by the SDK's own verifier. */
export function FairnessCheck({ view, checked: { verdict, problem } }: { view: GameView; checked: FairnessChecked }) {
  return (
    <section class="card fairness" aria-labelledby="fairness-title" aria-live="polite">
      <h2 id="fairness-title">Fairness</h2>
      {problem ? (
        <p class="problem" data-fairness="error">
          The check could not run: {problem}
        </p>
      ) : !verdict ? (
        <p class="muted">Checking the dice and tiles against the revealed seed…</p>
      ) : verdict.status === 'ok' ? (
        <p data-fairness="verified">
          <strong>✓ Verified</strong> in this browser: the {verdict.tally.dice} dice and {verdict.tally.tiles} tiles this page can see are
          the ones the committed seed gives
          {verdict.tally.hiddenTiles > 0 && ` (${verdict.tally.hiddenTiles} tiles hidden from you were counted, not checked)`}.
        </p>
      ) : verdict.status === 'rigged' ? (
        <p data-fairness="rigged">
          <strong>Not checkable:</strong> {verdict.detail}
        </p>
      ) : (
        <div data-fairness="mismatch">
          <p>
            <strong>✗ Differs</strong>
            {verdict.index === null ? ' in the seeds' : ` at event ${verdict.index + 1}`}
            {verdict.version !== undefined && ` (version ${verdict.version}${verdict.type ? `, ${verdict.type}` : ''})`}: {verdict.detail}
          </p>
          <p class="small">
            The seed gives <code>{JSON.stringify(verdict.expected)}</code>; the game shows <code>{JSON.stringify(verdict.found)}</code>.
          </p>
        </div>
      )}
      {view.fairness && (
        <p class="muted small">
          Commitment <code class="hash">{view.fairness.commitment}</code>
        </p>
      )}
    </section>
  );
}
