import { Fragment } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { App, Client } from '../src/index.ts';
import { AskFirst } from './ask-first.tsx';
import { KeyBox } from './key-box.tsx';
import { appsHref, playersText } from './names.ts';
import { Problem } from './problem.tsx';
import { SecretKeyCard, type ShownSecret } from './secret-key.tsx';
import { usePolled } from './use-polled.ts';
import { When } from './when.tsx';
import './apps.css';

/** Players sign up through an app now and then: its count is read again now and then. */
const REFRESH_MS = 15_000;

/** The push platforms an app may hold credentials for (PUT /apps/{appId}/push/{platform}), as people know them. */
const platforms: [keyof App['push'], string][] = [
  ['apns', 'Apple (APNs)'],
  ['fcm', 'Firebase Cloud Messaging'],
  ['expo', 'Expo'],
];

/**
 * One of the caller's apps (GET /apps/{appId}): its players and push platforms, its
 * publishable key, a rotation of its secret key (the new key shown once) and its deletion,
 * each asked first. Keyed by the app in the router, so another app starts afresh.
 */
export function AppPage({ client, appId }: { client: Client; appId: string }) {
  const [deleted, setDeleted] = useState<string | null>(null);
  return deleted === null ? <AppShown client={client} appId={appId} onDeleted={setDeleted} /> : <Deleted name={deleted} />;
}

function AppShown({ client, appId, onDeleted }: { client: Client; appId: string; onDeleted(name: string): void }) {
  const { value: app, problem } = usePolled(client, (reader) => reader.getApp(appId), REFRESH_MS);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  return (
    <div class="apps" data-app-id={appId}>
      <p class="back">
        <a href={appsHref}>← Your apps</a>
      </p>
      {app === null ? (
        <section class="card" aria-labelledby="app-title">
          <h1 id="app-title">{problem ? 'No such app of yours' : 'Loading…'}</h1>
          <Problem text={problem} />
        </section>
      ) : (
        <>
          <AppFacts app={app} />
          {secret && <SecretKeyCard shown={secret} onHide={() => setSecret(null)} />}
          <section class="card" aria-labelledby="rotate-title">
            <h2 id="rotate-title">Secret key</h2>
            <p>
              It was shown once, when it was made. If it is lost, or may have been seen by someone, rotate it: a new key is made and shown
              once, and the one it replaces keeps working for 24 hours, so that your servers can switch without a gap.
            </p>
            <AskFirst
              ask="Rotate secret key…"
              act="Rotate"
              keep="Cancel"
              onConfirm={async () => {
                const rotated = await client.rotateAppSecret(app.appId);
                setSecret({ appName: app.name, secretKey: rotated.secretKey, previousValidUntil: rotated.previousValidUntil });
              }}
            >
              <p>
                <strong>Rotate the secret key of {app.name}?</strong>
              </p>
              <p>
                A new key is made and shown once. The key in use now keeps working for 24 hours, then stops. A key replaced by an earlier
                rotation that still works stops at once.
              </p>
            </AskFirst>
          </section>
          <section class="card" aria-labelledby="delete-title">
            <h2 id="delete-title">Delete this app</h2>
            <AskFirst
              ask="Delete app…"
              act="Delete app"
              keep="Keep it"
              danger
              onConfirm={async () => {
                await client.deleteApp(app.appId);
                onDeleted(app.name);
              }}
            >
              <p>
                <strong>Delete {app.name}? This cannot be undone.</strong>
              </p>
              <ul data-what-is-lost>
                <li>Both its keys stop working at once: its servers are refused, and so are sign-ups with its publishable key.</li>
                <li>Its webhook subscriptions are deleted, with their deliveries, and so are its push credentials.</li>
                <li>
                  Its players stay players, of no app, with their games, chips and ratings (
                  {app.players === 0 ? 'it has none yet' : `it has ${playersText(app.players)}`}).
                </li>
              </ul>
            </AskFirst>
          </section>
          {/* A read that failed after the app was shown (deleted in another tab, the server away): said, the last answer kept. */}
          <Problem text={problem} />
        </>
      )}
    </div>
  );
}

function AppFacts({ app }: { app: App }) {
  return (
    <section class="card" aria-labelledby="app-title">
      <h1 id="app-title">{app.name}</h1>
      <dl class="app-facts">
        <dt>App id</dt>
        <dd>
          <code>{app.appId}</code>
        </dd>
        <dt>Registered</dt>
        <dd>
          <When at={app.createdAt} />
        </dd>
        <dt>Players</dt>
        <dd data-players>{app.players}</dd>
      </dl>
      <h2>Push notifications</h2>
      <p class="muted small">
        The credentials of each platform are sent by your tools (
        <code>
          PUT /apps/{'{appId}'}/push/{'{platform}'}
        </code>
        ) and never shown again.
      </p>
      <dl class="app-facts">
        {platforms.map(([platform, title]) => (
          <Fragment key={platform}>
            <dt>{title}</dt>
            <dd data-push={platform}>{app.push[platform] ? 'Credentials set' : 'No credentials'}</dd>
          </Fragment>
        ))}
      </dl>
      <KeyBox
        label="Publishable key"
        value={app.publishableKey}
        copyText="Copy publishable key"
        afterCopy="It is no secret: put it in your app, sent as X-App-Key."
      />
    </section>
  );
}

function Deleted({ name }: { name: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section class="card apps" aria-labelledby="deleted-title">
      <h1 id="deleted-title" ref={heading} tabIndex={-1}>
        {name} is deleted
      </h1>
      <p role="status">Its keys no longer work, and its webhook subscriptions and push credentials are gone. Its players play on.</p>
      <p>
        <a class="button-link" href={appsHref}>
          Your apps
        </a>
      </p>
    </section>
  );
}
