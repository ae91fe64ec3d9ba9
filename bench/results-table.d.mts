export interface BenchMachine {
  nproc: number;
  cpu: string;
  memoryGb: number;
  node: string;
  platform: string;
  loadAverage1m: number;
  commit: string;
}
export interface BenchEntry {
  ranAt: string;
  machine?: BenchMachine;
  status?: string;
  error?: string;
  rows: [figure: string, value: string, budget: string, status: string][];
}
export interface BenchResults {
  ranAt: string;
  machine: BenchMachine;
  benchmarks: Record<string, BenchEntry>;
}
export function keptBenchmarks(previous: Partial<BenchResults>): Record<string, BenchEntry>;
export function markdown(results: BenchResults): string;
