/**
 * `npm run test:times`: after the run, each test file's time, slowest first, with its project
 * and the share of the whole. The time is the file's own (import, then its tests and hooks),
 * as vitest measures it; files run side by side, so the times add up to more than the wall time.
 */
import type { Reporter, TestModule } from 'vitest/node';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

export default class TimesReporter implements Reporter {
  private started = Date.now();

  onTestRunStart(): void {
    this.started = Date.now();
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
      ].join('\n'),
    );
  }
}
