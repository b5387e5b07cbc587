import type { Reporter, TestModule } from 'vitest/node';

const SLOWEST = 15;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

/**
 * Prints where a run's time went, after vitest's own summary: per project its files, the sum of their durations
 * and its wall time (first file started to last file ended: files of a project may run side by side), then the
 * slowest files.
 */
export default class TestTimeReport implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly spans = new Map<string, { from: number; to: number }>();

  onTestModuleStart(module: TestModule) {
    this.started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule) {
    this.spans.set(module.moduleId, { from: this.started.get(module.moduleId) ?? Date.now(), to: Date.now() });
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const rows = modules.map((m) => ({
      project: m.project.name,
      file: m.relativeModuleId,
      duration: m.diagnostic().duration,
      span: this.spans.get(m.moduleId),
    }));
    const projects = new Map<string, { files: number; sum: number; from: number; to: number }>();
    for (const row of rows) {
      const p = projects.get(row.project) ?? { files: 0, sum: 0, from: Infinity, to: -Infinity };
      p.files += 1;
      p.sum += row.duration;
      if (row.span) {
        p.from = Math.min(p.from, row.span.from);
        p.to = Math.max(p.to, row.span.to);
      }
      projects.set(row.project, p);
    }
    const lines = ['', 'Test time by project (sum of file durations; wall time from first file start to last file end):'];
    for (const [name, p] of [...projects].sort((a, b) => b[1].sum - a[1].sum)) {
      const wall = p.to >= p.from ? seconds(p.to - p.from) : '       -';
      lines.push(`  ${name.padEnd(16)} ${String(p.files).padStart(4)} files  sum ${seconds(p.sum)}  wall ${wall}`);
    }
    lines.push(`Slowest ${SLOWEST} files:`);
    for (const row of [...rows].sort((a, b) => b.duration - a.duration).slice(0, SLOWEST)) {
      lines.push(`  ${seconds(row.duration)}  ${row.project.padEnd(16)} ${row.file}`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
