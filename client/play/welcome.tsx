import { useState } from 'preact/hooks';
import { Problem } from './problem.tsx';
import { api, signInWithKey, type Me } from './session.ts';
import { useSubmit } from './use-submit.ts';

/** The first screen: a new player by name, or back in as one made before, with their key. */
export function Welcome({ onSignedIn }: { onSignedIn(me: Me): void }) {
  return (
    <div class="welcome">
      <SignUp onSignedIn={onSignedIn} />
      <SignIn onSignedIn={onSignedIn} />
    </div>
  );
}

function SignUp({ onSignedIn }: { onSignedIn(me: Me): void }) {
  const [name, setName] = useState('');
  const form = useSubmit(async () => {
    const { playerId, name: created, token } = await api.createPlayer(name);
    onSignedIn({ playerId, name: created, token });
  });
  return (
    <form class="card" onSubmit={form.submit} aria-labelledby="sign-up-title">
      <h1 id="sign-up-title">Welcome</h1>
      <p>Pick a name to play Quicks, Dice Kings and Rummiduck with others.</p>
      <label>
        Your name <input value={name} maxLength={40} required autoComplete="nickname" onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <button type="submit" disabled={form.busy}>
        Start playing
      </button>
      <Problem text={form.problem} />
    </form>
  );
}

function SignIn({ onSignedIn }: { onSignedIn(me: Me): void }) {
  const [key, setKey] = useState('');
  const form = useSubmit(async () => onSignedIn(await signInWithKey(key)));
  return (
    <form class="card" onSubmit={form.submit} aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">Played here before?</h2>
      <p>Sign in with the key you copied when you signed out, on this device or another one.</p>
      <label>
        Your key{' '}
        <input
          value={key}
          required
          autoComplete="off"
          autoCapitalize="off"
          spellcheck={false}
          onInput={(e) => setKey(e.currentTarget.value)}
        />
      </label>
      <button type="submit" disabled={form.busy}>
        Sign in with this key
      </button>
      <Problem text={form.problem} />
    </form>
  );
}
