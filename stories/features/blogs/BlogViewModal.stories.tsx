import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { BlogViewModal } from '@/features/blogs/components/BlogViewModal';
import { bothThemes } from '../../themes';
import { BLOG } from './blogStoryData';

const screen = () => within(document.body);
const term = (dialog: HTMLElement, name: string) => within(dialog).getByText(name, { selector: 'dt' });

/** A post's details and sanitised content in a modal (the fixtures' clock is Nov 20, 2026, 10:00 AM UTC). */
const meta = {
  title: 'Features/Blogs/BlogViewModal',
  component: BlogViewModal,
  args: {
    blog: {
      ...BLOG,
      image: 'ocean.png',
      content: '<h2>Say what the page gives</h2><p>Keep it <strong>under 160 characters</strong>.</p>',
    },
    timeZone: 'UTC',
    onClose: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof BlogViewModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field, the featured image and the content; Edit hands the post over, Close closes. */
export const Published: Story = bothThemes({
  play: async ({ args, userEvent }) => {
    const dialog = screen().getByRole('dialog', { name: BLOG.title });
    await expect(term(dialog, 'Status').nextElementSibling).toHaveTextContent('Published Nov 18, 2026, 9:00 AM');
    await expect(term(dialog, 'Category').nextElementSibling).toHaveTextContent('Tutorials');
    await expect(within(dialog).getByRole('link', { name: BLOG.blogUrl })).toHaveAttribute('target', '_blank');
    await expect(await within(dialog).findByRole('heading', { name: 'Say what the page gives' })).toBeVisible();
    const image = within(dialog).getByRole('img', { name: `Featured image of ${BLOG.title}` });
    await waitFor(() => expect(image).toHaveAttribute('data-status', 'loaded'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(args.blog);
    // The header's ✕ and the footer's Close button share the name; both close.
    for (const close of within(dialog).getAllByRole('button', { name: 'Close' })) await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
});

/** A scheduled post without an image: its badge instead of "Published", no image frame. */
export const ScheduledWithoutImage: Story = bothThemes({
  args: {
    blog: { ...BLOG, status: 'scheduled', publishAt: '2026-11-25T09:30:00.000Z', publishedAt: null },
  },
  play: async () => {
    const dialog = screen().getByRole('dialog', { name: BLOG.title });
    await expect(term(dialog, 'Status').nextElementSibling).toHaveTextContent('Scheduled for Nov 25, 2026, 9:30 AM');
    await expect(within(dialog).queryByRole('img')).toBeNull();
  },
});

/** No post: nothing open. */
export const Closed: Story = {
  args: { blog: null },
  play: async () => {
    await expect(screen().queryByRole('dialog')).toBeNull();
  },
};
