import { configure } from 'storybook/test';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// findBy*/waitFor give up after 1 s by default. `npm test` runs story files in two tabs beside the other steps, and on
// a loaded 2-core machine a form's validation round trip took longer (five stories failed that way at load 30 and
// passed alone). 5 s only makes a real failure report later; nothing here waits for something to stay absent.
configure({ asyncUtilTimeout: 5000 });

// Deterministic pixels: no animations, transitions or blinking caret under test.
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
  document.head.appendChild(style);
});

// Nothing leaks between stories through storage (a collapsed sidebar, a draft, a session): each starts clean, and the
// story's decorator seeds what it needs.
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/** The child of <body> that holds `el` (a portal's container, or the story root). */
function bodyChildOf(el: Element): Element {
  let node = el;
  while (node.parentElement && node.parentElement !== document.body) node = node.parentElement;
  return node;
}

// Every story has a screenshot baseline (committed beside the story file). It runs after the play function.
// A story with an open modal (rendered in a portal) is captured through the portal's full-viewport layer, which
// clips the whole page with the modal over it. (The locator cannot resolve <html> itself: it queries below it.)
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  // A story taller than the viewport is painted only where the viewport is when it is captured, and a play function
  // leaves the page scrolled wherever its last click or focus took it (a lazy editor moving things meanwhile): start
  // every capture from the top, after the scroll has been painted, so the same story always shows the same part.
  window.scrollTo(0, 0);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const root = document.querySelector('#storybook-root') ?? document.body;
  const page_ = document.querySelector('[data-screenshot="page"]');
  const modal = document.querySelector('[aria-modal="true"]');
  const target = page_ ?? (modal ? bodyChildOf(modal) : root);
  await expect.element(page.elementLocator(target)).toMatchScreenshot();
});
