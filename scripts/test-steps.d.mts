import type { ChildProcess } from 'node:child_process';

export interface Step {
  label: string;
  command: string;
  args: string[];
  nice?: number;
  /** Stops the step and fails it when it prints nothing for this long. */
  silentLimitMs?: number;
}

export interface StepResult extends Step {
  status: string;
  ms: number;
  cpu?: number;
  whole?: boolean;
  digest?: string[];
}

interface Sink {
  write(chunk: string): unknown;
}

export function seconds(ms: number): string;

export function runStep(
  step: Step,
  options?: { width?: number; colour?: boolean; running?: Set<ChildProcess>; out?: { stdout: Sink; stderr: Sink } },
): Promise<StepResult>;
