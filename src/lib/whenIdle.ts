/**
 * Runs `task` when the browser is next idle (at the latest after `timeoutMs`), or on the next task where there is no
 * `requestIdleCallback`. Returns a cancel function (for an effect's cleanup).
 */
export function whenIdle(task: () => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}
