import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BlogCard } from '@/features/blogs/components/BlogCard';
import { PLACEHOLDER_IMAGE_URL } from '@/shared/images/useAuthedImage';
import { bothThemes } from '../../themes';
import { BLOG } from './blogStoryData';
import { imageDecoded, inCardList, LONG_TEXT, LONG_TITLE } from '../cardStory';

/** A blog post in the list (the fixtures' clock is Nov 20, 2026, 10:00 AM UTC). */
const meta = {
  title: 'Features/Blogs/BlogCard',
  component: BlogCard,
  args: { blog: BLOG, timeZone: 'UTC', onView: fn(), onEdit: fn(), onDelete: fn() },
  decorators: [inCardList],
} satisfies Meta<typeof BlogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A published post without an image: the placeholder, its category and date; View, Edit and Delete hand it over. */
export const Published: Story = bothThemes({
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: BLOG.title })).toBeVisible();
    await expect(canvas.getByText('Tutorials')).toBeVisible();
    await expect(canvas.queryByText('Draft')).toBeNull();
    await imageDecoded(canvasElement, PLACEHOLDER_IMAGE_URL);
    await userEvent.click(canvas.getByRole('button', { name: `View ${BLOG.title}` }));
    await expect(args.onView).toHaveBeenCalledWith(BLOG);
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${BLOG.title}` }));
    await expect(args.onEdit).toHaveBeenCalledWith(BLOG);
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${BLOG.title}` }));
    await expect(args.onDelete).toHaveBeenCalledWith(BLOG);
  },
});

/** A stored featured image, fetched with the token; a scheduled post says when it goes live. */
export const ScheduledWithImage: Story = bothThemes({
  args: {
    blog: {
      ...BLOG,
      image: 'mountains.png',
      status: 'scheduled',
      publishAt: '2026-11-25T09:30:00.000Z',
      publishedAt: null,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Scheduled for Nov 25, 2026, 9:30 AM')).toBeVisible();
    await imageDecoded(canvasElement, /^blob:/);
  },
});

/** A long title is cut after three lines; a long excerpt behind "Show more", which opens it in place. */
export const LongDraft: Story = bothThemes({
  args: { blog: { ...BLOG, title: LONG_TITLE, excerpt: LONG_TEXT, status: 'draft', publishedAt: null } },
  play: async ({ canvas, userEvent }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: LONG_TITLE });
    await expect(heading.scrollHeight).toBeGreaterThan(heading.clientHeight);
    await expect(canvas.getByText('Draft')).toBeVisible();
    const more = canvas.getByRole('button', { name: `Show more, text of ${LONG_TITLE}` });
    await userEvent.click(more);
    await expect(canvas.getByRole('button', { name: /^Show less/ })).toHaveAttribute('aria-expanded', 'true');
  },
});
