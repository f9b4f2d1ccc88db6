import { useState } from 'preact/hooks';
import type { App, Client } from '../src/index.ts';
import { KeyBox } from './key-box.tsx';
import { appHref, playersText } from './names.ts';
import { Problem } from './problem.tsx';
import { SecretKeyCard, type ShownSecret } from './secret-key.tsx';
import { usePolled } from './use-polled.ts';
import { useSubmit } from './use-submit.ts';
import { When } from './when.tsx';
import './apps.css';

/** Players sign up through an app now and then: its count is read again now and then. */
const REFRESH_MS = 15_000;

const readApps = (client: Client) => client.listApps().then((list) => list.apps);

/**
 * "Your apps" (`#/apps`), the developer's screen (docs/contract.md, Apps): register an app, and
 * its secret key shown this once; the caller's apps with their publishable keys, each opening
 * its own screen.
 */
export function AppsPage({ client }: { client: Client }) {
  const apps = usePolled(client, readApps, REFRESH_MS);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  return (
    <div class="apps">
      <section class="card" aria-labelledby="apps-title">
        <h1 id="apps-title">Your apps</h1>
        <p>
          Building a phone app, a web site or a chat bot on this API? Register it: its players sign up with its{' '}
          <strong>publishable key</strong>, which is no secret, and its servers act with its <strong>secret key</strong>, which is.
        </p>
      </section>
      <RegisterApp
        client={client}
        onRegistered={(shown) => {
          setSecret(shown);
          apps.refresh();
        }}
      />
      {secret && <SecretKeyCard shown={secret} onHide={() => setSecret(null)} />}
      <section class="card" aria-labelledby="app-list-title">
        <h2 id="app-list-title">Registered</h2>
        {apps.value === null ? (
          <p class="muted">{apps.problem ? '' : 'Loading…'}</p>
        ) : apps.value.length === 0 ? (
          <p class="muted" data-no-apps>
            No apps yet: register one above.
          </p>
        ) : (
          <ul class="app-list">
            {apps.value.map((app) => (
              <AppLine key={app.appId} app={app} />
            ))}
          </ul>
        )}
        <Problem text={apps.problem} />
      </section>
    </div>
  );
}

function RegisterApp({ client, onRegistered }: { client: Client; onRegistered(shown: ShownSecret): void }) {
  const [name, setName] = useState('');
  const form = useSubmit(async () => {
    const app = await client.createApp(name);
    setName('');
    onRegistered({ appName: app.name, secretKey: app.secretKey });
  });
  return (
    <form class="card register-app" onSubmit={form.submit} aria-labelledby="register-app-title">
      <h2 id="register-app-title">Register an app</h2>
      <label>
        App name{' '}
        <input
          value={name}
          maxLength={40}
          required
          autoComplete="off"
          aria-describedby="app-name-rules"
          onInput={(e) => setName(e.currentTarget.value)}
        />
      </label>
      <p id="app-name-rules" class="hint">
        1 to 40 characters, with at least one letter or digit: the rules of a player's name.
      </p>
      <button type="submit" disabled={form.busy}>
        Register app
      </button>
      <Problem text={form.problem} />
    </form>
  );
}

function AppLine({ app }: { app: App }) {
  return (
    <li data-app={app.appId}>
      <h3>
        <a href={appHref(app.appId)}>{app.name}</a>
      </h3>
      <p class="muted small">
        Registered <When at={app.createdAt} /> · {playersText(app.players)}
      </p>
      <KeyBox
        label="Publishable key"
        value={app.publishableKey}
        of={app.name}
        copyText="Copy publishable key"
        afterCopy="It is no secret: put it in your app, sent as X-App-Key."
      />
    </li>
  );
}
