import { vi } from 'vitest';

/** An EMF line as written: the `_aws` directive, the dimensions' values and the metrics' values. */
export type EmfLine = Record<string, any>;

/**
 * Captures standard output, where Powertools Metrics writes: `lines()` are the EMF lines
 * written since, parsed (log lines and the rest are left out).
 */
export function captureEmf() {
  const written: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  const lines = (): EmfLine[] =>
    written
      .flatMap((l) => l.split('\n'))
      .filter((l) => l.includes('"_aws"'))
      .map((l) => JSON.parse(l) as EmfLine);
  return { lines, stop: () => write.mockRestore() };
}

/** Every EMF line written while `run` runs. */
export async function emitted(run: () => unknown): Promise<EmfLine[]> {
  const out = captureEmf();
  try {
    await run();
  } finally {
    out.stop();
  }
  return out.lines();
}

/** The line's metric directive: its namespace, dimension sets and metrics. */
export const directive = (line: EmfLine) => line._aws.CloudWatchMetrics[0];

/** The names of the metrics on a line. */
export const metricNames = (line: EmfLine): string[] => directive(line).Metrics.map((m: { Name: string }) => m.Name);
