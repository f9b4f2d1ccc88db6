import { useEffect, useMemo, useState } from 'preact/hooks';
import { Balance } from './chips.tsx';
import { GamePage } from './game.tsx';
import { Lobby } from './lobby.tsx';
import { api, describe, loadMe, saveMe, type Me } from './session.ts';

/** The page: who plays, then the lobby (`#/`) or one game (`#/games/<id>`). */
export function App() {
  const [me, setMe] = useState<Me | null>(loadMe);
  const gameId = useGameRoute();
  const client = useMemo(() => (me ? api.withToken(me.token) : api), [me]);
  const signIn = (player: Me | null) => {
    saveMe(player);
    setMe(player);
  };

  return (
    <>
      <header class="top">
        <a class="brand" href="#/">
          Organized Chaos
        </a>
        {me && (
          <span class="me">
            Playing as <strong>{me.name}</strong> <Balance client={client} />
            <button class="link" onClick={() => signIn(null)}>
              Sign out
            </button>
          </span>
        )}
      </header>
      <main>
        {!me ? <NewPlayer onCreated={signIn} /> : gameId ? <GamePage client={client} me={me} gameId={gameId} /> : <Lobby client={client} />}
      </main>
    </>
  );
}

function useGameRoute(): string | null {
  const read = () => /^#\/games\/([^/]+)$/.exec(location.hash)?.[1] ?? null;
  const [gameId, setGameId] = useState(read);
  useEffect(() => {
    const update = () => setGameId(read());
    addEventListener('hashchange', update);
    return () => removeEventListener('hashchange', update);
  }, []);
  return gameId && decodeURIComponent(gameId);
}

function NewPlayer({ onCreated }: { onCreated(me: Me): void }) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = async (event: Event) => {
    event.preventDefault();
    try {
      const { playerId, name: created, token } = await api.createPlayer(name);
      onCreated({ playerId, name: created, token });
    } catch (error) {
      setProblem(describe(error));
    }
  };
  return (
    <form class="card narrow" onSubmit={create}>
      <h1>Welcome</h1>
      <p>Pick a name to play Quicks, Dice Kings and Rummiduck with others.</p>
      <label>
        Your name <input value={name} maxLength={40} required onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <button type="submit">Start playing</button>
      {problem && (
        <p class="problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
