import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { TrashFilters } from '@/features/trash/components/TrashFilters';
import { bothThemes } from '../../themes';

/** The Trash screen's search and type filter; every change goes back to the first page. */
const meta = {
  title: 'Features/Trash/TrashFilters',
  component: TrashFilters,
  args: { params: { page: 2 }, onParamsChange: fn() },
} satisfies Meta<typeof TrashFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: every type; picking one and typing a search each hand over the next state once. */
export const AllTypes: Story = bothThemes({
  play: async ({ canvas, args, userEvent }) => {
    const type = canvas.getByRole('combobox', { name: 'Type' });
    await expect(type).toHaveDisplayValue('All types');
    await userEvent.selectOptions(type, 'Meta page');
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({ page: undefined, type: 'meta' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the trash' }), 'about');
    await waitFor(() => expect(args.onParamsChange).toHaveBeenLastCalledWith({ page: undefined, q: 'about' }));
    await expect(args.onParamsChange).toHaveBeenCalledTimes(2);
  },
});

/** From a link: its search and type shown; choosing "All types" clears the type. */
export const Filtered: Story = bothThemes({
  args: { params: { q: 'news', type: 'category' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search the trash' })).toHaveValue('news');
    const type = canvas.getByRole('combobox', { name: 'Type' });
    await expect(type).toHaveDisplayValue('Category');
    await userEvent.selectOptions(type, 'All types');
    await expect(args.onParamsChange).toHaveBeenCalledWith({ q: 'news', type: undefined, page: undefined });
  },
});
