import { useRef, useState } from 'preact/hooks';
import type { Client } from '../src/index.ts';
import { ProfileBoards } from './profile.tsx';
import type { Me } from './session.ts';

/** A player's page: their boards; for the player themself also their key and the way out. */
export function PlayerPage({ client, me, playerId }: { client: Client; me: Me; playerId: string }) {
  return (
    <div class="account">
      <ProfileBoards client={client} playerId={playerId} />
      {playerId === me.playerId && (
        <section class="card" aria-labelledby="key-title">
          <h2 id="key-title">Your key</h2>
          <p>It is all another device needs to play as you: keep it to yourself.</p>
          <KeyBox token={me.token} />
          <p>
            <a class="button-link secondary" href="#/sign-out">
              Sign out…
            </a>
          </p>
        </section>
      )}
    </div>
  );
}

/** Signing out forgets the player in this browser only; without the key they cannot come back, so it is shown here first. */
export function SignOut({ me, onSignOut }: { me: Me; onSignOut(): void }) {
  return (
    <section class="card account sign-out" aria-labelledby="sign-out-title">
      <h1 id="sign-out-title">Sign out?</h1>
      <p class="warning">
        This browser will forget you. <strong>{me.name}</strong> is not deleted, but nobody can play as {me.name} again without this key:
        copy it and keep it, to sign back in here or on another device.
      </p>
      <KeyBox token={me.token} />
      <div class="row">
        <button type="button" onClick={onSignOut}>
          Sign out
        </button>
        <a class="button-link secondary" href="#/">
          Stay signed in
        </a>
      </div>
    </section>
  );
}

/** The key to copy, shown whole (it wraps on a phone): a button where the clipboard allows it, the text selected to copy by hand where it does not. */
function KeyBox({ token }: { token: string }) {
  const input = useRef<HTMLTextAreaElement>(null);
  const [said, setSaid] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setSaid('Copied. Paste it somewhere safe.');
    } catch {
      input.current?.select();
      setSaid('Your browser did not let the page copy: the key is selected, copy it yourself.');
    }
  };
  return (
    <div class="key-box">
      <label>
        Your key <textarea ref={input} readOnly rows={2} value={token} data-key onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button type="button" class="secondary" onClick={copy}>
        Copy key
      </button>
      <p class="muted small" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
