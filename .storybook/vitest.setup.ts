import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';

// Deterministic pixels: no animations, transitions or blinking caret under test.
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
  document.head.appendChild(style);
});

// Every story has a screenshot baseline (committed beside the story file). It runs after the play function.
// A story with an open modal (rendered in a portal) is captured as the whole page.
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  const root = document.querySelector('#storybook-root') ?? document.body;
  const target = document.querySelector('[aria-modal="true"], [data-screenshot="page"]')
    ? document.documentElement
    : root;
  await expect.element(page.elementLocator(target)).toMatchScreenshot();
});
