import type { Decorator } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { RecordType } from '../../src/contract';
import { storyApi } from '../../src/mocks';

/** Long enough to run past any clamp at any width: what an editor pastes from a brief. */
export const LONG_TEXT =
  'This description was pasted from a brief and never shortened: it explains who the page is for, what it ' +
  'promises, which campaigns link to it, how the team measures it, why the wording changed twice last spring, ' +
  'and which legal notes must stay beside it. It goes on about tone, audience and the history of the section, ' +
  'and it ends with a list of people to ask before anyone edits it, because nobody remembers who owns it.';

export const STORY_NOW = Date.parse('2026-11-20T10:00:00.000Z');

/** Adds records (in the API's shape) of one type to the story's in-memory API before the screen first renders. */
export function withRows(type: RecordType, rows: readonly object[]): Decorator {
  const decorator: Decorator = (Story, context) => {
    storyApi(context).seed(type, rows);
    return <Story />;
  };
  return decorator;
}

/** The text shows at most `lines` lines, and a "Show more" button opens the rest in place. */
export async function expectClampedWithMore(container: HTMLElement, text: string | RegExp, lines: number) {
  const element = within(container).getByText(text);
  const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
  await expect(element.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * lines + 1);
  const more = within(container).getByRole('button', { name: /^Show more/ });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  return { element, lineHeight, more };
}

/**
 * A title as long as the forms allow (200 characters), after `start`: far more than a card's 3 title lines at any
 * width.
 */
export function longTitle(start: string): string {
  const rest =
    ': everything the campaign team asked for, every note from legal, each of the three rewrites and the reasons ' +
    'the section moved twice before anyone agreed on its shape, told in full';
  return (start + rest).slice(0, 200);
}

/** A card's heading shows at most `lines` lines, cut visibly, and keeps the whole title as its name and tooltip. */
export async function expectClampedTitle(heading: HTMLElement, lines: number) {
  const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
  await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * lines + 1);
  await expect(heading.scrollHeight).toBeGreaterThan(heading.clientHeight);
  await expect(heading).toHaveAttribute('title', heading.textContent);
}
