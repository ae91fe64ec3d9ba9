import { describe, expect, it } from 'vitest';
import { keptBenchmarks, markdown, type BenchMachine } from '../../../bench/results-table.mjs';

// `npm run bench -- <name>` runs some benchmarks and keeps the others' figures in bench/results/latest.json; the table
// it writes (latest.md) must not give the kept figures the new run's date, commit or load.
const machine = (commit: string, node: string, loadAverage1m: number): BenchMachine => ({
  nproc: 2,
  cpu: 'AMD EPYC',
  memoryGb: 25,
  node,
  platform: 'Linux 6.18',
  loadAverage1m,
  commit,
});

/** A results file as a whole run before per-benchmark runs were kept wrote it: one machine for all. */
const fullRun = {
  ranAt: '2026-11-27T22:32:14.270Z',
  machine: machine('5eda696', 'v24.18.1', 0.1),
  benchmarks: {
    throughput: {
      ranAt: '2026-11-27T22:36:51.169Z',
      rows: [
        ['throughput: /health', '30101 req/s', '0 errors', 'ok'],
        ['throughput: list', '12118 req/s', '0 errors', 'ok'],
      ] as [string, string, string, string][],
    },
    install: {
      ranAt: '2026-11-27T22:33:42.096Z',
      rows: [['install: npm ci', '29.1 s wall', '≤ 40 s', 'ok']] as [string, string, string, string][],
    },
  },
};

describe("the benchmarks' table", () => {
  it('says for each benchmark the run its figures come from, after a run of only some of them', () => {
    const now = machine('829bafe', 'v24.21.0', 3.6);
    const benchmarks = keptBenchmarks(fullRun);
    benchmarks.install = {
      ranAt: '2026-11-29T10:59:30.000Z',
      machine: now,
      rows: [['install: npm ci', '49.9 s wall', '≤ 40 s', 'OVER BUDGET']],
    };
    const table = markdown({ ranAt: '2026-11-29T10:56:23.000Z', machine: now, benchmarks }).split('\n');

    const row = (name: string) => table.filter((line) => line.startsWith(`| ${name} |`));
    expect(row('throughput')[0]).toContain('| 2026-11-27 22:36, 5eda696, Node v24.18.1, load 0.1 | /health |');
    expect(row('throughput')[1]).toBe('| throughput |  | list | 12118 req/s | 0 errors | ok |');
    expect(row('install')[0]).toContain(
      '| 2026-11-29 10:59, 829bafe, Node v24.21.0, load 3.6 | npm ci | 49.9 s wall |',
    );
    expect(table.filter((line) => line.includes('829bafe'))).toHaveLength(1);
  });

  it('keeps the run a benchmark already carries; an empty file keeps nothing', () => {
    const kept = keptBenchmarks({
      ...fullRun,
      benchmarks: { install: { ...fullRun.benchmarks.install, machine: machine('aaaaaaa', 'v22.16.0', 1) } },
    });
    expect(kept.install?.machine?.commit).toBe('aaaaaaa');
    expect(keptBenchmarks({})).toEqual({});
  });
});
