import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { BlogListToolbar } from '@/features/blogs/components/BlogListToolbar';
import { bothThemes } from '../../themes';

/** The blog list's search, sort and filters; every change goes back to page 1. */
const meta = {
  title: 'Features/Blogs/BlogListToolbar',
  component: BlogListToolbar,
  args: { state: { page: 3 }, onChange: fn(), categories: ['Design', 'Engineering', 'Tutorials'] },
} satisfies Meta<typeof BlogListToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the defaults, then a status, a category and a sort, each handed over with page 1. */
export const Defaults: Story = bothThemes({
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Newest first');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('All categories');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All statuses');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Draft');
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 1, status: 'draft' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Design');
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 1, category: 'Design' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Title (A–Z)');
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 1, sort: 'title' });
  },
});

/**
 * A shared link's state: its search text, a category no longer in the list (still shown, so the filter reads true)
 * and a status. Typing sends one search once typing pauses.
 */
export const FromALink: Story = bothThemes({
  args: { state: { q: 'forms', category: 'Archive', status: 'scheduled', sort: 'oldest' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Archive');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Scheduled');
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Oldest first');
    const search = canvas.getByRole('searchbox', { name: 'Search blog posts' });
    await expect(search).toHaveValue('forms');
    await userEvent.type(search, ' that');
    const sent = { q: 'forms that', category: 'Archive', status: 'scheduled', sort: 'oldest', page: 1 };
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(sent));
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
});
