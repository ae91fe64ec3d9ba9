import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MessageControls } from '@/features/contacts/components/ListToolbar';
import type { ContactStatus } from '@/features/contacts/types';
import { bothThemes } from '../../themes';

interface Params {
  q?: string;
  sort?: 'newest' | 'oldest';
  page?: number;
  status?: ContactStatus;
}

/** The inbox lists' toolbar: search and sort, plus the general inbox's status filter. */
const meta = {
  title: 'Features/Contacts/ListToolbar',
  component: MessageControls<Params>,
  args: { kind: 'messages', params: {}, onParamsChange: fn() },
} satisfies Meta<typeof MessageControls<Params>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The general inbox filtered to new messages, oldest first, on page 3: a change goes back to page 1. */
export const MessagesFiltered: Story = bothThemes({
  args: { params: { status: 'new', sort: 'oldest', page: 3 } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search messages' })).toHaveAttribute(
      'placeholder',
      'Search sender, subject or message',
    );
    const status = canvas.getByRole('combobox', { name: 'Status' });
    await expect(status).toHaveDisplayValue('New');
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Oldest first');
    await userEvent.selectOptions(status, 'Replied');
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({ status: 'replied', sort: 'oldest', page: undefined });
    await userEvent.selectOptions(status, 'All statuses');
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({ status: undefined, sort: 'oldest', page: undefined });
  },
});

/** The enquiry lists: no status filter; a search is sent once typing pauses, a sort at once. */
export const Enquiries: Story = bothThemes({
  args: { kind: 'enquiries' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole('combobox', { name: 'Status' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Newest first');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search enquiries' }), 'quote');
    await expect(args.onParamsChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onParamsChange).toHaveBeenCalledTimes(1));
    await expect(args.onParamsChange).toHaveBeenCalledWith({ q: 'quote', page: undefined });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Oldest first');
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({ sort: 'oldest', page: undefined });
  },
});
