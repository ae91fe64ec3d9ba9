/**
 * How long a story waits for what a lazily loaded route shows. The first visit to a route fetches its code, which the
 * Storybook dev server transforms on that first request; on a loaded machine that alone can take most of the
 * default wait (.storybook/vitest.setup.ts).
 * It is a ceiling that catches a hang, not a timing: a story goes on as soon as the page is there.
 */
export const LAZY = { timeout: 15_000 } as const;
