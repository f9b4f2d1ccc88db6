import { useEffect, useState } from 'preact/hooks';
import type { Client } from '../src/index.ts';
import { playerHref } from './names.ts';
import { Problem } from './problem.tsx';
import { readPushState, turnOff, turnOn, type PushState } from './push.ts';
import { useSubmit } from './use-submit.ts';

/** What each state says, plainly: the player learns whether this browser will tell them, and why not. */
const STATE_TEXT: Record<PushState, string> = {
  unsupported: 'This browser cannot show notifications from web pages, so it cannot tell you when it is your turn.',
  blocked:
    'Notifications from this site are blocked in this browser. Allow them in the site settings (the icon beside the address), then turn this on.',
  off: 'Off: this browser does not tell you when it is your turn.',
  on: 'On: this browser tells you when it is your turn, when time is running out, and when a game ends, even with this page closed.',
};

/** "Tell me when it's my turn": Web Push in this browser, turned on and off by the player (push.ts). */
export function PushControl({ client }: { client: Client }) {
  const [state, setState] = useState<PushState | null>(null);
  const { busy, problem, run } = useSubmit(async (change: (client: Client) => Promise<PushState>) => setState(await change(client)));
  useEffect(() => {
    readPushState(client).then(setState, () => setState('off'));
  }, [client]);

  return (
    <section class="card push" aria-labelledby="push-title" data-push-state={state ?? 'reading'}>
      <h2 id="push-title">Tell me when it's my turn</h2>
      <p role="status">{state ? STATE_TEXT[state] : 'Checking this browser…'}</p>
      {state === 'off' && (
        <button type="button" disabled={busy} onClick={() => void run(turnOn)}>
          Turn on notifications
        </button>
      )}
      {state === 'on' && (
        <button type="button" class="secondary" disabled={busy} onClick={() => void run(turnOff)}>
          Turn off notifications
        </button>
      )}
      <Problem text={problem} />
    </section>
  );
}

/**
 * On a game's screen, for a seated player who waits for others (in the lobby, or while others
 * move): the way to the control above on their own page, so that they need not keep watching.
 */
export function TurnAlertsLink({ playerId }: { playerId: string }) {
  return (
    <p class="turn-alerts">
      <span class="muted">Waiting for others? This browser can tell you when it is your move, even with this page closed. </span>
      <a class="button-link secondary" href={playerHref(playerId)}>
        Tell me when it's my turn
      </a>
    </p>
  );
}
