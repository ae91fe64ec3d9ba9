import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ContactBulkActions } from '@/features/contacts/components/ContactBulkActions';
import type { Contact } from '@/features/contacts/types';
import type { Selection } from '@/shared/lists/selection/useSelection';
import { storyApi, type DataStoryParameters } from '@/mocks';
import { bothThemes } from '../../themes';
import { withToasts } from '../selectionStory';
import { contactOf } from './messageStoryData';

// The in-memory API's seed messages: 1 is new, 3 read, 4 replied.
const NEW = contactOf();
const READ = contactOf({ id: 3, name: 'Grace Kim', status: 'read' });
const REPLIED = contactOf({ id: 4, name: 'Lukas Novak', status: 'replied' });

/** A selection holding `selected`, its other controls inert. */
function selectionOf(selected: Contact[]): Selection<Contact> {
  return {
    active: true,
    start: fn(),
    stop: fn(),
    selected,
    isSelected: (record) => selected.includes(record),
    toggle: fn(),
    pageState: () => 'some',
    setPage: fn(),
    clear: fn(),
  };
}

const bulkCalls = (context: { id: string }) =>
  storyApi(context).requests.filter((r) => r.method === 'POST' && r.path === '/contacts/bulkStatus');

/** Mark as Read / Mark as Replied for the inbox's selection: never backwards, one request each. */
const meta = {
  title: 'Features/Contacts/ContactBulkActions',
  component: ContactBulkActions,
  args: { selection: selectionOf([NEW, READ]) },
  decorators: [withToasts, (Story) => <div style={{ display: 'flex', gap: 8 }}>{Story()}</div>],
} satisfies Meta<typeof ContactBulkActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new and a read message: Mark as Read sends only the new one, then clears the selection and says so. */
export const MarkAsRead: Story = bothThemes({
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    await expect(canvas.getByRole('button', { name: 'Mark as Replied' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as Read' }));
    await waitFor(() =>
      expect(within(document.body).getByText('1 message marked as read.', { selector: 'li p' })).toBeVisible(),
    );
    await expect(bulkCalls(context).map((r) => r.body)).toEqual([{ ids: [1], status: 'read' }]);
    await expect(args.selection.clear).toHaveBeenCalledTimes(1);
  },
});

/** Only replied messages: nothing can move forward, so both buttons are disabled. */
export const AllReplied: Story = bothThemes({
  args: { selection: selectionOf([REPLIED]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mark as Read' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mark as Replied' })).toBeDisabled();
  },
});

/** A failed request keeps the selection and says what went wrong until dismissed. */
export const Fails: Story = {
  parameters: { api: { scenario: 'saveError' } } satisfies DataStoryParameters,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as Replied' }));
    const alert = await within(document.body).findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to update contact');
    await expect(args.selection.clear).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Mark as Replied' })).toBeEnabled();
  },
};
