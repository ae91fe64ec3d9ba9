import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';
import { BlogViewModal } from '@/features/blogs/components/BlogViewModal';
import { bothThemes } from '../../themes';
import { withToasts } from '../selectionStory';
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

/**
 * Preview opens the post as saved on the website in a new tab (through a link the in-memory API makes, on the site's
 * /preview/ page); Copy preview link puts the same kind of link on the clipboard and says who can use it.
 */
export const Preview: Story = {
  decorators: [withToasts],
  args: { blog: { ...BLOG, blogId: 'ten-tips-for-faster-page-loads', status: 'draft', publishedAt: null } },
  play: async ({ userEvent }) => {
    const open = spyOn(window, 'open').mockImplementation(() => null);
    const copy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const dialog = screen().getByRole('dialog', { name: BLOG.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await expect(await screen().findByText('The preview opened in a new tab.', { selector: 'li p' })).toBeVisible();
    await expect(open).toHaveBeenLastCalledWith(expect.stringMatching(/\/preview\/[\w-]{20,}$/), '_blank', 'noopener');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy preview link' }));
    await expect(
      await screen().findByText('Preview link copied. Anyone with it can see this post until the link expires.', {
        selector: 'li p',
      }),
    ).toBeVisible();
    await expect(copy).toHaveBeenCalledWith(expect.stringMatching(/\/preview\/[\w-]{20,}$/));
  },
};

/** A post the server does not know (deleted meanwhile): no tab stays open, and the toast says the link failed. */
export const PreviewFails: Story = {
  decorators: [withToasts],
  args: { blog: { ...BLOG, blogId: 'gone-meanwhile' } },
  play: async ({ userEvent }) => {
    const close = fn();
    const tab = { close, location: { href: '' } } as unknown as Window;
    spyOn(window, 'open').mockImplementation(() => tab);
    const dialog = screen().getByRole('dialog', { name: BLOG.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await expect(
      await screen().findByText('The preview link could not be made. Try again.', { selector: 'li p' }),
    ).toBeVisible();
    await expect(close).toHaveBeenCalled();
  },
};

/** No post: nothing open. */
export const Closed: Story = {
  args: { blog: null },
  play: async () => {
    await expect(screen().queryByRole('dialog')).toBeNull();
  },
};
