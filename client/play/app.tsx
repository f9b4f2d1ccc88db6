import { useEffect, useMemo, useState } from 'preact/hooks';
import { AccountDeleted, PlayerPage, SignOut } from './account.tsx';
import { AppPage } from './app-detail.tsx';
import { AppsPage } from './apps.tsx';
import { Balance } from './chips.tsx';
import { GamePage } from './game.tsx';
import { LeaderboardsPage } from './leaderboards.tsx';
import { Lobby } from './lobby.tsx';
import { followNotificationClicks, forgetPushOnErasure, turnOffOnSignOut } from './push.ts';
import { leaderboardNames } from './games/index.ts';
import type { BoardOrder } from './names.ts';
import { api, loadMe, saveMe, type Me } from './session.ts';
import { Welcome } from './welcome.tsx';
import './lobby.css';

/**
 * The screens, by the address's hash: the lobby `#/`, a game `#/games/<id>`, a player
 * `#/players/<id>`, the leaderboards `#/leaderboards[/<board>[/score|/rating]]`, the developer's
 * apps `#/apps` and one of them `#/apps/<id>`, and `#/sign-out`.
 */
type Route =
  | { screen: 'lobby' }
  | { screen: 'game'; id: string }
  | { screen: 'player'; id: string }
  | { screen: 'leaderboards'; board: string; order: BoardOrder }
  | { screen: 'apps' }
  | { screen: 'app'; id: string }
  | { screen: 'sign-out' };

/** The page: who plays, then the screen the address names. */
export function App() {
  const [me, setMe] = useState<Me | null>(loadMe);
  // The name of the player just erased here, for the screen that says so until someone signs in.
  const [erased, setErased] = useState<string | null>(null);
  const route = useRoute();
  // A notification clicked while this page is open brings it to the game (push-worker.ts).
  useEffect(followNotificationClicks, []);
  const client = useMemo(() => (me ? api.withToken(me.token) : api), [me]);
  const signIn = (player: Me | null) => {
    saveMe(player);
    setMe(player);
    if (player) setErased(null);
  };
  // Who signs out lands on the welcome screen: the sign-out screen has nothing to show any more.
  const signOut = () => {
    // Best effort: signing out must not wait on the network, nor fail with it.
    turnOffOnSignOut(client).catch(() => undefined);
    signIn(null);
    location.hash = '#/';
  };
  // Erased (DELETE /players/me answered): the key is dead, so it is forgotten here too, and the page says what happened.
  const onErased = () => {
    // The server deleted the device already; only the browser's own subscription is left.
    forgetPushOnErasure().catch(() => undefined);
    setErased(me?.name ?? '');
    signIn(null);
    location.hash = '#/';
  };

  return (
    <>
      <header class="top">
        <a class="brand" href="#/">
          Organized Chaos
        </a>
        {me && (
          <span class="me">
            <a href={`#/players/${encodeURIComponent(me.playerId)}`}>
              {/* One text run: the link is a flex box, which would drop the space between two items. */}
              <span>
                Playing as <strong>{me.name}</strong>
              </span>
            </a>
            <Balance client={client} />
            <a href="#/sign-out">Sign out</a>
          </span>
        )}
      </header>
      <main>
        {!me ? (
          erased !== null ? (
            <AccountDeleted name={erased} onDone={() => setErased(null)} />
          ) : (
            <Welcome onSignedIn={signIn} />
          )
        ) : route.screen === 'game' ? (
          <GamePage client={client} me={me} gameId={route.id} />
        ) : route.screen === 'player' ? (
          // Keyed: another player's page reads that player afresh, not the last one's profile.
          <PlayerPage key={route.id} client={client} me={me} playerId={route.id} onErased={onErased} />
        ) : route.screen === 'leaderboards' ? (
          <LeaderboardsPage client={client} me={me.playerId} board={route.board} order={route.order} />
        ) : route.screen === 'apps' ? (
          <AppsPage client={client} />
        ) : route.screen === 'app' ? (
          // Keyed: another app's screen starts afresh, and a secret key shown for one app is gone.
          <AppPage key={route.id} client={client} appId={route.id} />
        ) : route.screen === 'sign-out' ? (
          <SignOut me={me} onSignOut={signOut} />
        ) : (
          <Lobby client={client} me={me} />
        )}
      </main>
    </>
  );
}

function readRoute(): Route {
  const leaderboards = /^#\/leaderboards(?:\/([^/]+)(?:\/(score|rating))?)?$/.exec(location.hash);
  if (leaderboards) {
    const [, board, order] = leaderboards;
    return {
      screen: 'leaderboards',
      board: board ? decodeURIComponent(board) : leaderboardNames[0]!,
      order: (order as BoardOrder | undefined) ?? 'score',
    };
  }
  const [, screen, id] = /^#\/(games|players|apps|sign-out)(?:\/([^/]+))?$/.exec(location.hash) ?? [];
  if (screen === 'sign-out') return { screen };
  if (screen === 'apps') return id ? { screen: 'app', id: decodeURIComponent(id) } : { screen: 'apps' };
  if (id && screen === 'games') return { screen: 'game', id: decodeURIComponent(id) };
  if (id && screen === 'players') return { screen: 'player', id: decodeURIComponent(id) };
  return { screen: 'lobby' };
}

function useRoute(): Route {
  const [route, setRoute] = useState(readRoute);
  useEffect(() => {
    const update = () => setRoute(readRoute());
    addEventListener('hashchange', update);
    return () => removeEventListener('hashchange', update);
  }, []);
  return route;
}
