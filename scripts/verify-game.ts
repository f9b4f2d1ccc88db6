/**
 * `npm run verify-game -- <gameId> [--api <url>] [--token <token>]`: checks a finished game
 * against a running API with nothing of the server's code, only HTTP and the SDK's verifier
 * (client/src/fairness): the revealed seed against the commitment, then every throw, roll,
 * shuffle and draw of the events. Prints the verdict (the first mismatch, if any) as JSON.
 * Exit status: 0 verified, 1 a mismatch, 2 rigged through the test hook, 3 nothing to verify.
 */
import { parseArgs } from 'node:util';
import { fetchProof, verifyGame, type Verdict } from '../client/src/fairness/index.ts';

const EXIT: Record<Verdict['status'], number> = { ok: 0, mismatch: 1, rigged: 2 };

function sentence(gameId: string, verdict: Verdict): string {
  switch (verdict.status) {
    case 'ok': {
      const { dice, tiles, hiddenTiles } = verdict.tally;
      return `${gameId} (${verdict.game}) is fair: ${dice} dice and ${tiles} tiles re-derived from its seeds (${hiddenTiles} tiles hidden from this viewer, their counts checked).`;
    }
    case 'rigged':
      return `${gameId} was rigged: ${verdict.detail}.`;
    case 'mismatch':
      return `${gameId} does not verify${verdict.index === null ? '' : ` at event ${verdict.index} (version ${verdict.version}, ${verdict.type})`}: ${verdict.detail}.`;
  }
}

const USAGE = 'usage: npm run verify-game -- <gameId> [--api <url>] [--token <token>]';

type Asked = { gameId: string; api: string; token?: string } | { exit: number };

/** The game and options asked for, or the exit status once the usage is printed (asked for: 0; arguments it cannot read: 3). */
function request(): Asked {
  try {
    const { positionals, values } = parseArgs({
      allowPositionals: true,
      options: {
        api: { type: 'string', default: process.env.OC_API_URL ?? 'http://localhost:3000' },
        token: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) {
      console.log(USAGE);
      return { exit: 0 };
    }
    const [gameId] = positionals;
    if (gameId && positionals.length === 1) return { gameId, api: values.api, token: values.token };
  } catch (error) {
    // An option it does not know: said in one line, not a stack trace.
    console.error((error as Error).message);
  }
  console.error(USAGE);
  return { exit: 3 };
}

async function main(): Promise<number> {
  const asked = request();
  if ('exit' in asked) return asked.exit;
  const { gameId, ...values } = asked;
  try {
    const verdict = await verifyGame(await fetchProof(gameId, { api: values.api, token: values.token }));
    console.log(sentence(gameId, verdict));
    console.log(JSON.stringify(verdict));
    return EXIT[verdict.status];
  } catch (error) {
    console.error(`${gameId} cannot be verified: ${(error as Error).message}`);
    return 3;
  }
}

process.exitCode = await main();
