import { answerUnknown } from './dynamo.ts';

/** How often a write whose answer never came, and which a look found had not landed, is sent again. */
const SENT_AGAIN_AT_MOST = 3;

/**
 * A write made sure of when its answer never comes (a time-out, a lost connection: it may have
 * landed all the same): `landed` then looks whether it did, with a read (on a fresh connection
 * inside an HTTP request: dynamo.ts). If it did, the write is done; if not, the very same write
 * is sent again (the same ids, by which its writer knows it). A look the database does not answer
 * either is the caller's failure (503 at the edge). A write sent again and refused (its condition
 * failed) may have met the first one landing meanwhile: it is looked for once more before the
 * refusal is believed.
 */
export async function writeSurely(write: () => Promise<unknown>, landed: () => Promise<boolean>): Promise<void> {
  for (let again = 0; ; again++) {
    try {
      await write();
      return;
    } catch (error) {
      if (again === 0 && !answerUnknown(error)) throw error;
      if (await landed()) return;
      if (!answerUnknown(error) || again === SENT_AGAIN_AT_MOST) throw error;
    }
  }
}
