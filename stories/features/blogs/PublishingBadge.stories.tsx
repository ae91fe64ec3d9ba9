import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PublishingBadge } from '@/features/blogs/components/PublishingBadge';
import { bothThemes } from '../../themes';

/** What a post not yet on the website shows (the fixtures' clock is Nov 20, 2026, 10:00 AM UTC). */
const meta = {
  title: 'Features/Blogs/PublishingBadge',
  component: PublishingBadge,
  args: { blog: { status: 'draft', publishAt: null }, timeZone: 'UTC' },
} satisfies Meta<typeof PublishingBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = bothThemes({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draft')).toBeVisible();
  },
});

/** The date in the viewer's time zone (here one fixed for the screenshot). */
export const Scheduled: Story = bothThemes({
  args: { blog: { status: 'scheduled', publishAt: '2026-11-25T09:30:00.000Z' }, timeZone: 'Europe/Berlin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Scheduled for Nov 25, 2026, 10:30 AM')).toBeVisible();
  },
});

/** Published posts, and scheduled ones whose time has passed, show no badge at all. */
export const LiveShowsNothing: Story = {
  render: (args) => (
    <>
      <PublishingBadge {...args} blog={{ status: 'published', publishAt: null }} />
      <PublishingBadge {...args} blog={{ status: 'scheduled', publishAt: '2026-11-19T08:00:00.000Z' }} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
