/**
 * What a stand-in answers instead of its own verdict, per target (a device token, a
 * subscription), in order: so a test makes one device gone, or busy twice and then fine,
 * while the stand-in still checks every request as the platform would.
 */
export interface Scripted {
  status: number;
  headers?: Record<string, string>;
  /** JSON, written as it is. */
  body?: unknown;
}

export class Scripts {
  readonly #queued = new Map<string, Scripted[]>();

  /** Queues answers for `target`; after them it is answered as the stand-in decides. */
  script(target: string, ...answers: Scripted[]): void {
    this.#queued.set(target, [...(this.#queued.get(target) ?? []), ...answers]);
  }

  /** Takes the next scripted answer for `target`, if any. */
  next(target: string): Scripted | undefined {
    return this.#queued.get(target)?.shift();
  }
}

/** A request body, whole. */
export async function readBody(req: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
