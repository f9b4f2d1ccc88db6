/**
 * `npm run test:times`: after the run, each test file's time, slowest first, with its project
 * and the share of the whole. The time is the file's own (import, then its tests and hooks),
 * as vitest measures it; files run side by side, so the times add up to more than the wall time.
 * Then each project's span of the wall time, from its first file's start to its last file's end:
 * the projects of one group run side by side, the groups one after another.
 */
import type { Reporter, TestModule } from 'vitest/node';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

export default class TimesReporter implements Reporter {
  private started = Date.now();
  /** Each project's first file start and last file end, as offsets from the run's start. */
  private spans = new Map<string, { from: number; to: number }>();

  onTestRunStart(): void {
    this.started = Date.now();
  }

  onTestModuleStart(module: TestModule): void {
    const at = Date.now() - this.started;
    const span = this.spans.get(module.project.name);
    this.spans.set(module.project.name, { from: Math.min(span?.from ?? at, at), to: Math.max(span?.to ?? at, at) });
  }

  onTestModuleEnd(module: TestModule): void {
    const span = this.spans.get(module.project.name)!;
    span.to = Math.max(span.to, Date.now() - this.started);
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const files = testModules
      .map((module) => {
        const { collectDuration, duration } = module.diagnostic();
        return { file: module.relativeModuleId, project: module.project.name, ms: collectDuration + duration };
      })
      .sort((a, b) => b.ms - a.ms);
    const total = files.reduce((sum, { ms }) => sum + ms, 0);
    const lines = files.map(
      ({ file, project, ms }) => `${seconds(ms)} ${`${((100 * ms) / total).toFixed(1)}%`.padStart(6)}  ${project.padEnd(5)} ${file}`,
    );
    console.log(
      [
        '',
        `Time per test file (${files.length} files, ${seconds(total).trim()} in all, ${seconds(Date.now() - this.started).trim()} of wall time):`,
        ...lines,
        '',
        'Wall time of each project (its first file start to its last file end):',
        ...[...this.spans]
          .sort(([, a], [, b]) => a.from - b.from)
          .map(
            ([project, { from, to }]) =>
              `${seconds(to - from)}  ${project.padEnd(11)} from ${seconds(from).trim()} to ${seconds(to).trim()}`,
          ),
      ].join('\n'),
    );
  }
}
