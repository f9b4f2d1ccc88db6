import { useEffect, useRef } from 'preact/hooks';
import { KeyBox } from './key-box.tsx';
import { When } from './when.tsx';

/**
 * An app's secret key in the one answer that shows it (POST /apps, POST /apps/{appId}/secret).
 * It lives in the state of the screen that asked for it, and nowhere else: not in
 * localStorage, not in the address. Leaving the screen, or hiding it, forgets it for good;
 * the server keeps only its hash.
 */
export interface ShownSecret {
  readonly appName: string;
  readonly secretKey: string;
  /** After a rotation: until when the key it replaced keeps working. */
  readonly previousValidUntil?: string;
}

export function SecretKeyCard({ shown, onHide }: { shown: ShownSecret; onHide(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Where the eye and a screen reader must go next: the page may be scrolled far from it (a phone).
  useEffect(() => heading.current?.focus(), [shown.secretKey]);
  return (
    <section class="card secret-key" aria-labelledby="secret-key-title" data-secret-key-of={shown.appName}>
      <h2 id="secret-key-title" ref={heading} tabIndex={-1}>
        {shown.previousValidUntil ? 'New secret key' : 'Secret key'} of {shown.appName}
      </h2>
      <div class="warning">
        <p>
          <strong>Copy it now: it will not be shown again.</strong> The server keeps only a hash of it, so nobody can show it to you later;
          if it is lost, rotate it for a new one.
        </p>
        <p>
          Keep it on your app's servers only (sent as <code>Authorization: Bearer ocsk_…</code>): never in a phone app, a web page or a
          repository, where anyone could read it and act as your app.
        </p>
      </div>
      {shown.previousValidUntil && (
        <p data-previous-valid-until>
          The secret key it replaces keeps working until <When at={shown.previousValidUntil} />, so that your servers can switch to this one
          without a gap; then it stops.
        </p>
      )}
      <KeyBox
        label="Secret key"
        value={shown.secretKey}
        copyText="Copy secret key"
        afterCopy="Put it in your server's secret settings, not in its code."
      />
      <p>
        <button type="button" class="secondary" onClick={onHide}>
          I have kept it: hide the key
        </button>
      </p>
    </section>
  );
}
