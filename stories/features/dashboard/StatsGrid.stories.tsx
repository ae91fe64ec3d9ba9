import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatsGrid } from '@/features/dashboard/components/StatsGrid';
import { bothThemes } from '../../themes';

/**
 * The dashboard's four summary cards (docs/panel.md#dashboard), in the order and with the change labels the spec gives.
 */
const meta = {
  title: 'Features/Dashboard/StatsGrid',
  component: StatsGrid,
  args: { counts: { totalBlogs: 12, categories: 5, metaPages: 5, totalContacts: 13, newContacts: 3 } },
} satisfies Meta<typeof StatsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardTexts = (root: HTMLElement) => [...root.firstElementChild!.children].map((card) => card.textContent);

export const Counts: Story = bothThemes({
  play: async ({ canvasElement }) => {
    await expect(cardTexts(canvasElement)).toEqual([
      'Total Blogs12+12% from last month',
      'Categories5+5% from last month',
      'Meta Pages5+8% from last month',
      'Total Contacts13+23% from last month',
    ]);
  },
});

/** An empty site reads 0; big counts are grouped (1,234) and still fit the card. */
export const EmptyAndLarge: Story = bothThemes({
  args: { counts: { totalBlogs: 0, categories: 0, metaPages: 1_234, totalContacts: 1_048_576, newContacts: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('0')).toHaveLength(2);
    await expect(canvas.getByText('1,234')).toBeVisible();
    const big = canvas.getByText('1,048,576');
    await expect(big).toBeVisible();
    await expect(big.scrollWidth).toBeLessThanOrEqual(big.clientWidth);
  },
});
