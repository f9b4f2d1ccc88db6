import { useState } from 'preact/hooks';
import { describe } from './session.ts';
import { useTryAgain } from './try-again.ts';

/**
 * An action sent to the API from a form or a button: one at a time (`busy` disables the
 * button while it runs), and its refusal, the API's own detail, kept to be shown beside it.
 * Refused for a budget, it is tried again by itself, the countdown shown in the meantime.
 */
export function useSubmit<A extends unknown[]>(action: (...args: A) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const tryAgain = useTryAgain();
  const run = async (...args: A) => {
    setBusy(true);
    setProblem(null);
    try {
      await tryAgain.attempt(() => action(...args));
    } catch (error) {
      setProblem(describe(error));
    } finally {
      setBusy(false);
    }
  };
  /** A form's onSubmit: the page stays where it is, the action runs. */
  const submit = (event: Event) => {
    event.preventDefault();
    void (run as () => Promise<void>)();
  };
  return { busy, problem: tryAgain.waiting ?? problem, run, submit };
}
