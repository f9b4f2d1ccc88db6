import { useState } from 'preact/hooks';
import type { Client } from '../src/index.ts';
import { DeleteAccount } from './delete-account.tsx';
import { Problem } from './problem.tsx';
import { saveJson } from './save-file.ts';
import type { Me } from './session.ts';
import { useSubmit } from './use-submit.ts';
import './your-data.css';

/** The name the server gives the export (its Content-Disposition), so a second download sits beside the first as the browser decides. */
export const exportFileName = (playerId: string) => `organized-chaos-${playerId}.json`;

/**
 * "Your data" on the player's own page (docs/contract.md, Your data): a copy of everything the
 * service holds about them, saved as a JSON file, and the erasure of their account, asked first.
 */
export function YourData({ client, me, onErased }: { client: Client; me: Me; onErased(): void }) {
  const [saved, setSaved] = useState('');
  const download = useSubmit(async () => {
    setSaved('');
    const data = await client.exportMyData();
    const fileName = exportFileName(data.player.playerId);
    saveJson(fileName, data);
    setSaved(`Your browser saves it as ${fileName}, with your downloads.`);
  });
  return (
    <section class="card your-data" aria-labelledby="your-data-title">
      <h2 id="your-data-title">Your data</h2>
      <p>
        A copy of everything we hold about you, as one JSON file: your games, every chip won and lost, your ratings, webhooks, devices, apps
        and quick-match tickets. No key or secret is in it.
      </p>
      <p>
        <button type="button" class="secondary" disabled={download.busy} onClick={() => void download.run()}>
          Download my data
        </button>
      </p>
      <p class="muted small" aria-live="polite" data-saved>
        {saved}
      </p>
      <Problem text={download.problem} />
      <h3>Delete your account</h3>
      <p>Erases you for good: your name, your key on every device, and all that hangs off them. It cannot be undone.</p>
      <DeleteAccount client={client} me={me} onErased={onErased} />
    </section>
  );
}
