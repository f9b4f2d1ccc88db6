import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Problem } from './problem.tsx';
import { useSubmit } from './use-submit.ts';

interface Asked {
  /** The button that opens the question (ending in "…": it does nothing yet). */
  ask: string;
  /** The question's button that acts. */
  act: string;
  /** The question's button that closes it, changing nothing. */
  keep: string;
  danger?: boolean;
  onConfirm(): Promise<void>;
  /** The question: what the action does and what is lost. */
  children: ComponentChildren;
}

/**
 * An action that cannot be taken back, asked first: its button opens the question in place
 * (the keyboard's focus goes to it, so a screen reader reads it), and only the question's own
 * button acts. Keeping things as they are closes it and gives the focus back to the button
 * that opened it. A refusal is shown under the question, which stays open: nothing was done.
 */
export function AskFirst({ ask, danger = false, ...question }: Asked) {
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const kept = useRef(false);
  useEffect(() => {
    if (kept.current) opener.current?.focus();
    kept.current = false;
  }, [asking]);

  return asking ? (
    <Question
      {...question}
      ask={ask}
      danger={danger}
      onDone={() => setAsking(false)}
      onKeep={() => {
        kept.current = true;
        setAsking(false);
      }}
    />
  ) : (
    <p>
      <button ref={opener} type="button" class={danger ? 'danger' : 'secondary'} onClick={() => setAsking(true)}>
        {ask}
      </button>
    </p>
  );
}

/** The open question: made anew each time it opens, so a refusal shown before is not shown again. */
function Question({ ask, act, keep, danger, onConfirm, onDone, onKeep, children }: Asked & { onDone(): void; onKeep(): void }) {
  const text = useRef<HTMLDivElement>(null);
  useEffect(() => text.current?.focus(), []);
  const action = useSubmit(async () => {
    await onConfirm();
    onDone();
  });
  return (
    <div class={danger ? 'ask-first danger-zone' : 'ask-first'} role="group" aria-label={`${ask.replace(/…$/, '')}?`}>
      <div class="question" ref={text} tabIndex={-1}>
        {children}
      </div>
      <div class="row">
        <button type="button" class={danger ? 'danger' : undefined} disabled={action.busy} onClick={() => void action.run()}>
          {act}
        </button>
        <button type="button" class="secondary" onClick={onKeep}>
          {keep}
        </button>
      </div>
      <Problem text={action.problem} />
    </div>
  );
}
