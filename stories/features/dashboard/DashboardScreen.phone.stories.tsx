import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ActivityType } from '../../../src/features/dashboard/types';
import { DashboardScreen } from '../../../src/features/dashboard/screens/DashboardScreen';
import { bothThemes } from '../../themes';
import { PHONE_GLOBALS, PHONE_VIEWPORT, withPageMargin } from '../../phone';

const href = (type: ActivityType, id: string) => `/${type}/edit/${id}`;

/**
 * The dashboard on a 360 px phone (the narrowest common Android width): 2 stat columns (docs/panel.md#dashboard) that
 * read well.
 */
const meta = {
  title: 'Screens/Dashboard/DashboardScreen/Phone',
  component: DashboardScreen,
  parameters: {
    layout: 'fullscreen',
    ...PHONE_VIEWPORT,
  },
  globals: PHONE_GLOBALS,
  args: { skeletonMs: 0, getRecordHref: href, timeZone: 'UTC' },
  decorators: [withPageMargin],
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLES = ['Total Blogs', 'Categories', 'Meta Pages', 'Total Contacts'];
const lines = (element: HTMLElement) =>
  Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));

/** How many lines the words `phrase` inside `element` take (a Range's boxes: one per line the text is on). */
function linesOfPhrase(element: HTMLElement, phrase: string): number {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const start = node.textContent?.indexOf(phrase) ?? -1;
    if (start < 0) continue;
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + phrase.length);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  }
  throw new Error(`"${phrase}" is not in the card`);
}

export const StatCardsAt360: Story = bothThemes({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Recent activity' });
    await expect(window.innerWidth).toBe(360);
    const titles = TITLES.map((title) => canvas.getByRole('heading', { name: title }));
    let grid = titles[0]!.parentElement!;
    while (grid.children.length < TITLES.length) grid = grid.parentElement!;
    await waitFor(() => expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(2));
    for (const title of titles) {
      // Each label on one line, its figure beside it on one line, the change line in at most two.
      await expect(lines(title)).toBe(1);
      const card = title.parentElement as HTMLElement;
      const figure = card.querySelector('p') as HTMLElement;
      await expect(lines(figure)).toBe(1);
      const change = card.querySelectorAll('p')[1] as HTMLElement;
      await expect(lines(change)).toBeLessThanOrEqual(2);
      // …and when it wraps, "from last month" moves down whole (seeded walk at 360 px: "from last" / "month").
      await expect(linesOfPhrase(change, 'from last month')).toBe(1);
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    }
  },
});

/** Needs attention at 360 px: every hint sits under its link, not beside some links and under others. */
export const NeedsAttentionAt360: Story = bothThemes({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Needs attention' });
    await canvas.findByRole('list', { name: 'Recent activity' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.length).toBeGreaterThan(1);
    for (const item of items) {
      const link = within(item).getByRole('link').getBoundingClientRect();
      const hint = (item.lastElementChild as HTMLElement).getBoundingClientRect();
      await expect(hint.top).toBeGreaterThanOrEqual(link.bottom - 1);
      await expect(hint.left).toBe(link.left);
    }
  },
});
