import { configure } from 'storybook/test';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import type { ThemeName } from '../src/theme';
import { switchStoryTheme } from './storyTheme';

// findBy*/waitFor give up after 1 s by default. `npm test` runs story files in two tabs beside the other steps, and on
// a loaded 2-core machine a form's validation round trip or a lazy chunk can take several seconds. The ceiling only
// catches a hang: a story goes on as soon as its condition holds, a real failure is reported later, and nothing here
// waits for something to stay absent. Timings belong in the benchmarks (bench/).
configure({ asyncUtilTimeout: 10_000 });

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

const THEME_LABEL: Record<ThemeName, string> = { light: 'Light', dark: 'Dark' };

/** Two animation frames: whatever changed has been laid out and painted. */
const painted = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * Every story has a screenshot baseline (committed beside the story file), captured after the play function. A story
 * with an open modal (rendered in a portal) is captured through the portal's full-viewport layer, which clips the
 * whole page with the modal over it. (The locator cannot resolve <html> itself: it queries below it.)
 */
async function capture(name: string) {
  await document.fonts.ready;
  // A story taller than the viewport is painted only where the viewport is when it is captured, and a play function
  // leaves the page scrolled wherever its last click or focus took it (a lazy editor moving things meanwhile): start
  // every capture from the top, after the scroll has been painted, so the same story always shows the same part.
  window.scrollTo(0, 0);
  await painted();
  const root = document.querySelector('#storybook-root') ?? document.body;
  const page_ = document.querySelector('[data-screenshot="page"]');
  const modal = document.querySelector('[aria-modal="true"]');
  const target = page_ ?? (modal ? bodyChildOf(modal) : root);
  const locator = page.elementLocator(target);
  // The same bytes as the stored baseline pass at once; anything else goes to Vitest's matcher, which decides as it
  // always did (screenshotBytes.ts).
  if ((await commands.screenshotBytes(locator.selector, name, 'compare')) === 'same') return;
  await expect.element(locator).toMatchScreenshot(name);
  await commands.screenshotBytes(locator.selector, name, 'matched');
}

/**
 * The theme matrix: a story is captured in every theme of `parameters.themes` (stories/themes.ts `bothThemes`;
 * default: only its own theme). The state its play function left is captured first in the story's own theme (light,
 * or its `globals.theme`), then the theme is switched in place and the same state captured again as
 * "<story name> Dark 1". One story covers a state in both themes, with no hand-copied `*Dark` twin.
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  const story = (context as { story?: { parameters?: { themes?: ThemeName[] }; globals?: { theme?: ThemeName } } })
    .story;
  const own = story?.globals?.theme ?? 'light';
  // The name Vitest gives a test's first unnamed screenshot.
  await capture(`${context.task.name} 1`);
  for (const theme of story?.parameters?.themes ?? [own]) {
    if (theme === own) continue;
    switchStoryTheme(theme);
    await capture(`${context.task.name} ${THEME_LABEL[theme]} 1`);
  }
});
