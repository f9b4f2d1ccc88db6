import type { Client } from '../src/index.ts';
import { useEffect, useRef } from 'preact/hooks';
import { KeyBox } from './key-box.tsx';
import { appsHref } from './names.ts';
import { ProfileBoards } from './profile.tsx';
import { PushControl } from './push-control.tsx';
import type { Me } from './session.ts';
import { YourData } from './your-data.tsx';

/**
 * A player's page: their boards; for the player themself also their turn notifications in this
 * browser, their key, the way out, their apps (a developer looks here), and their data: a copy
 * to download, and the account's erasure.
 */
export function PlayerPage({ client, me, playerId, onErased }: { client: Client; me: Me; playerId: string; onErased(): void }) {
  return (
    <div class="account">
      <ProfileBoards client={client} playerId={playerId} />
      {playerId === me.playerId && (
        <>
          <PushControl client={client} />
          <section class="card" aria-labelledby="key-title">
            <h2 id="key-title">Your key</h2>
            <p>It is all another device needs to play as you: keep it to yourself.</p>
            <KeyBox label="Your key" value={me.token} />
            <p>
              <a class="button-link secondary" href="#/sign-out">
                Sign out…
              </a>
            </p>
          </section>
          <section class="card" aria-labelledby="developer-title">
            <h2 id="developer-title">Building on this API?</h2>
            <p>Register your phone app, web site or chat bot to get its keys, and manage them.</p>
            <p>
              <a class="button-link secondary" href={appsHref}>
                Your apps
              </a>
            </p>
          </section>
          <YourData client={client} me={me} onErased={onErased} />
        </>
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
      <KeyBox label="Your key" value={me.token} />
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

/**
 * After the erasure: this browser has forgotten the player (their key is dead anyway), and says
 * so; the heading takes the focus, so that a screen reader says it too.
 */
export function AccountDeleted({ name, onDone }: { name: string; onDone(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section class="card account sign-out account-deleted" aria-labelledby="account-deleted-title">
      <h1 id="account-deleted-title" ref={heading} tabIndex={-1}>
        Your account is deleted
      </h1>
      <p role="status">
        <strong>{name}</strong> is erased. Your key no longer works on any device, and this browser has forgotten it. The games you played
        show “Deleted player” in your seat.
      </p>
      <div class="row">
        <button type="button" onClick={onDone}>
          Start afresh
        </button>
      </div>
    </section>
  );
}
