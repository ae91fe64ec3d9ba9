export const PINNED_NODE: string;
export function atLeast(current: string, minimum: string): boolean;
export function minimumNode(): string;
export type NodePlan =
  | { action: 'run' }
  | { action: 'fail'; reason: string }
  | { action: 'fetch'; message: string; spec: string; version: string; dir: string; bin: string };
export interface NodePlanOptions {
  current?: string;
  minimum?: string;
  pinned?: string;
  platform?: string;
  arch?: string;
  env?: Record<string, string | undefined>;
  home?: string;
}
export function nodePlan(options?: NodePlanOptions): NodePlan;
export function ensureRecentNode(options?: NodePlanOptions): Promise<void>;
