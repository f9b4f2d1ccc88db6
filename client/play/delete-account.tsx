import { useEffect, useRef, useState } from 'preact/hooks';
import type { Client } from '../src/index.ts';
import { Problem } from './problem.tsx';
import type { Me } from './session.ts';
import { useSubmit } from './use-submit.ts';
import './apps.css';
import './your-data.css';

/** The word typed to confirm: a deliberate act that a stray tap or Enter cannot make. */
export const CONFIRM_WORD = 'DELETE';

/**
 * "Delete my account…": a modal dialog (the browser's own <dialog>, so the page behind it is
 * inert, Tab stays inside and Escape closes it) that says everything the erasure takes away,
 * and acts only once DELETE is typed. Closing it changes nothing and gives the focus back to
 * the button that opened it; a refusal is shown inside, which stays open.
 */
export function DeleteAccount({ client, me, onErased }: { client: Client; me: Me; onErased(): void }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const kept = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <>
      <p>
        <button ref={opener} type="button" class="danger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          Delete my account…
        </button>
      </p>
      {open && <Confirm client={client} me={me} onKeep={kept} onErased={onErased} />}
    </>
  );
}

function Confirm({ client, me, onKeep, onErased }: { client: Client; me: Me; onKeep(): void; onErased(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const question = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [unconfirmed, setUnconfirmed] = useState(false);
  // Opened modal, then the focus on the question's start: a screen reader reads what is lost before any button.
  useEffect(() => {
    dialog.current?.showModal();
    question.current?.focus();
  }, []);
  const erase = useSubmit(async () => {
    await client.deleteMe();
    onErased();
  });
  const confirm = (event: Event) => {
    event.preventDefault();
    if (typed.trim().toUpperCase() !== CONFIRM_WORD) {
      setUnconfirmed(true);
      field.current?.focus();
      return;
    }
    setUnconfirmed(false);
    void erase.run();
  };
  return (
    // Escape, or the Keep button, closes it; `close` is the one way out, however it was closed.
    <dialog ref={dialog} class="delete-account" aria-labelledby="delete-account-title" onClose={onKeep}>
      <form onSubmit={confirm} noValidate>
        <div class="question" ref={question} tabIndex={-1}>
          <h2 id="delete-account-title">Delete your account?</h2>
          <p>
            <strong>This erases {me.name} for good. It cannot be undone.</strong>
          </p>
          <ul data-what-is-lost>
            <li>Your account and its name: nobody can play as {me.name} again, and the name is gone from every game, list and board.</li>
            <li>Your key stops working at once, on every device where you play.</li>
            <li>Your webhook subscriptions, and the devices that get your turn notifications.</li>
            <li>The apps you registered, with their keys. Their players stay players, of no app.</li>
            <li>A quick match still searching is cancelled; you leave every lobby you sit in, and a lobby you created is cancelled.</li>
            <li>Games you are playing are resigned, and count as lost.</li>
            <li>Your chips are gone.</li>
          </ul>
          <p>
            Games played stay, with “Deleted player” in your seat, so that their results, pots and fairness still hold. Want a copy?
            Download your data first.
          </p>
        </div>
        <label>
          <span>
            To confirm, type <strong>{CONFIRM_WORD}</strong>
          </span>
          <input
            ref={field}
            type="text"
            value={typed}
            autocomplete="off"
            autocapitalize="characters"
            spellcheck={false}
            aria-invalid={unconfirmed}
            aria-describedby={unconfirmed ? 'delete-account-unconfirmed' : undefined}
            onInput={(event) => setTyped(event.currentTarget.value)}
          />
        </label>
        {unconfirmed && (
          <p id="delete-account-unconfirmed" class="problem" role="alert">
            Type {CONFIRM_WORD} in the box to delete your account.
          </p>
        )}
        <div class="row">
          <button type="submit" class="danger" disabled={erase.busy}>
            Delete my account
          </button>
          <button type="button" class="secondary" onClick={() => dialog.current?.close()}>
            Keep my account
          </button>
        </div>
        <Problem text={erase.problem} />
      </form>
    </dialog>
  );
}
