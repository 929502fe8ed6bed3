import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints, after a run, where its time went per Vitest project: files, tests, the sum of the test
 * files' own durations, the slowest file. With every project sharing one pool the wall time is
 * less than the sum; the sums say which project to make faster (docs/benchmarks/test-suite.md).
 */
export default class ProjectTimingsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const projects = new Map<
      string,
      { files: number; tests: number; ms: number; slowest: { file: string; ms: number } }
    >();
    for (const module of testModules) {
      const name = module.project.name || 'default';
      const ms = module.diagnostic().duration;
      const entry = projects.get(name) ?? {
        files: 0,
        tests: 0,
        ms: 0,
        slowest: { file: '', ms: 0 },
      };
      entry.files += 1;
      entry.tests += [...module.children.allTests()].length;
      entry.ms += ms;
      if (ms > entry.slowest.ms) entry.slowest = { file: module.moduleId, ms };
      projects.set(name, entry);
    }
    if (projects.size === 0) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
    const root = process.cwd() + '/';
    const lines = [...projects].map(
      ([name, entry]) =>
        `  ${name.padEnd(12)} ${String(entry.files).padStart(4)} files ${String(entry.tests).padStart(5)} tests ` +
        `${seconds(entry.ms).padStart(7)} in files, slowest ${entry.slowest.file.replace(root, '')} ${seconds(entry.slowest.ms)}`,
    );
    process.stdout.write(`\nTime per project (sum of file durations):\n${lines.join('\n')}\n`);
  }
}
