import type { z } from 'zod';

/**
 * A zod shape built on its first use, then kept: `lazyShape(() => z.object({…}))`, called as `blogRecord()`. Every
 * answer shape of the contract is declared so, behind a `@__PURE__` mark, because the panel imports the contract for
 * its fields, rules and words but checks no answer against a shape: its bundle then builds none of them when a page
 * loads, and leaves zod out (docs/architecture.md).
 */
export function lazyShape<T extends z.ZodType>(build: () => T): () => T {
  let shape: T | undefined;
  return () => (shape ??= build());
}

/** The value type of a shape declared with `lazyShape`. */
export type ShapeOf<F extends () => z.ZodType> = z.infer<ReturnType<F>>;
