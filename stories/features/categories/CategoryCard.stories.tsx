import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CategoryCard } from '@/features/categories/components/CategoryCard';
import type { Category } from '@/features/categories/types';
import { bothThemes } from '../../themes';
import { inCardList, LONG_TEXT, LONG_TITLE } from '../cardStory';

const CATEGORY: Category = {
  id: 3,
  name: 'Company News',
  description: 'Announcements, hires and office news.',
  categoryUrl: '/blog/company-news',
  createdAt: '2026-11-02T08:15:00.000Z',
  blogCount: 12,
  version: 1,
};

/** One category in the list: its post count, description, URL, creator and date, Edit and Delete. */
const meta = {
  title: 'Features/Categories/CategoryCard',
  component: CategoryCard,
  args: { category: CATEGORY, createdBy: 'Admin', timeZone: 'UTC', onEdit: fn(), onDelete: fn() },
  decorators: [inCardList],
} satisfies Meta<typeof CategoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Edit and Delete hand the category over. */
export const WithPosts: Story = bothThemes({
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Company News' })).toBeVisible();
    await expect(canvas.getByText('12 posts')).toBeVisible();
    await expect(canvas.getByText('Nov 2, 2026, 8:15 AM')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Company News' }));
    await expect(args.onEdit).toHaveBeenCalledWith(CATEGORY);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Company News' }));
    await expect(args.onDelete).toHaveBeenCalledWith(CATEGORY);
  },
});

/** One post reads in the singular; a long name is cut after three lines, a long description behind Show more. */
export const LongWithOnePost: Story = bothThemes({
  args: { category: { ...CATEGORY, name: LONG_TITLE, description: LONG_TEXT, blogCount: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 post')).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 2, name: LONG_TITLE });
    await expect(heading.scrollHeight).toBeGreaterThan(heading.clientHeight);
    await expect(canvas.getByRole('button', { name: `Show more, description of ${LONG_TITLE}` })).toBeVisible();
  },
});
