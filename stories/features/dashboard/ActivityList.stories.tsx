import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActivityList, ActivityRowSkeleton } from '../../../src/features/dashboard/components/ActivityList';
import type { Activity } from '../../../src/features/dashboard/types';
import { bothThemes } from '../../themes';

const NOW = new Date('2026-11-20T10:00:00.000Z');
const at = (minutesAgo: number) => new Date(NOW.getTime() - minutesAgo * 60_000).toISOString();
const row = (id: number, action: string, type: Activity['type'], exists: boolean, minutesAgo: number): Activity => ({
  id,
  action,
  type,
  recordId: String(id),
  recordLabel: action,
  actor: 'admin',
  createdAt: at(minutesAgo),
  exists,
});

/** Recent Activity rows: one dot colour per type, relative times from a fixed now, links only to records that exist. */
const meta = {
  title: 'Features/Dashboard/ActivityList',
  component: ActivityList,
  args: {
    now: NOW,
    getRecordHref: (type, id) => `/${type}/edit/${id}`,
    items: [
      row(1, 'New blog post "Hello" published', 'blog', true, 0),
      row(2, 'Category "News" updated', 'category', true, 5),
      row(3, 'Meta "Home" deleted', 'meta', false, 180),
      row(4, 'Contact message from Ana marked replied', 'contact', true, 60 * 24 * 3),
    ],
  },
} satisfies Meta<typeof ActivityList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTypes: Story = bothThemes({
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Recent activity' })).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('time')?.textContent)).toEqual([
      'just now',
      '5 minutes ago',
      '3 hours ago',
      '3 days ago',
    ]);
    await expect(canvas.getByRole('link', { name: 'New blog post "Hello" published' })).toHaveAttribute(
      'href',
      '/blog/edit/1',
    );
    await expect(canvas.queryByRole('link', { name: 'Meta "Home" deleted' })).toBeNull();
    await expect(canvas.getByText('Meta "Home" deleted')).toBeVisible();
    await expect(items[0]).toHaveTextContent('Blog: New blog post');
  },
});

export const WithoutLinks: Story = {
  args: { getRecordHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** The server's publishing entries (issue 13), shown word for word. */
export const PublishingEntries: Story = bothThemes({
  args: {
    items: [
      row(11, 'Blog post "Launch notes" scheduled for 2026-11-25 09:30 UTC', 'blog', true, 1),
      row(12, 'Blog post "Roadmap" saved as draft', 'blog', true, 20),
      row(13, 'Blog post "Roadmap" published', 'blog', true, 90),
    ],
  },
  play: async ({ canvas }) => {
    for (const text of [
      'Blog post "Launch notes" scheduled for 2026-11-25 09:30 UTC',
      'Blog post "Roadmap" saved as draft',
      'Blog post "Roadmap" published',
    ])
      await expect(canvas.getByRole('link', { name: text })).toBeVisible();
  },
});

/** Its loading placeholder: a type dot, the action text and the time. */
export const Skeleton: Story = {
  render: () => (
    <div style={{ maxWidth: 480 }}>
      <ActivityRowSkeleton label="Loading recent activity" />
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status', { name: 'Loading recent activity' });
    await expect(region.firstElementChild?.children).toHaveLength(4);
  },
};
