import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ContactListScreen } from '../../../src/features/contacts/screens/ContactListScreen';
import { storyApi, type DataStoryParameters } from '../../../src/mocks';

/** The inbox's actions: View marks read, Mark Replied, delete with confirmation, and write failures. */
const meta = {
  title: 'Screens/Contacts/ContactListActions',
  component: ContactListScreen,
  args: { params: {}, onParamsChange: fn(), skeletonMs: 0, timeZone: 'UTC' },
} satisfies Meta<typeof ContactListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = (parameters: DataStoryParameters) => parameters;
const statusCalls = (context: { id: string }) =>
  storyApi(context).requests.filter((r) => r.method === 'PUT' && r.path.startsWith('/contacts/updateStatus/'));

export const ViewMarksRead: Story = {
  play: async (context) => {
    const { canvas, userEvent, step } = context;
    await userEvent.click(await canvas.findByRole('button', { name: 'View message from Hannah Schmidt' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Broken link on the pricing page' });
    await step('the server is told the new message is read', async () => {
      await waitFor(() => expect(statusCalls(context)).toHaveLength(1));
      const [call] = statusCalls(context);
      await expect(call?.path).toBe('/contacts/updateStatus/1');
      await expect(call?.body).toEqual({ status: 'read' });
    });
    await step('the modal and the row show Read', async () => {
      await waitFor(() => expect(within(dialog).getByText('Read')).toBeVisible());
      await expect(within(dialog).getByRole('button', { name: 'Mark as Replied' })).toBeEnabled();
    });
  },
};

export const ViewReadMessageMakesNoCall: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('button', { name: 'View message from Grace Kim' }));
    await within(document.body).findByRole('dialog', { name: 'Newsletter sign-up' });
    await expect(statusCalls(context)).toHaveLength(0);
  },
};

export const MarkAsRepliedInModal: Story = {
  globals: { theme: 'dark' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('button', { name: 'View message from Grace Kim' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Newsletter sign-up' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Replied' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Mark as Replied' })).toBeDisabled());
    await expect(within(dialog).getByText('Replied')).toBeVisible();
    await expect(statusCalls(context).map((r) => r.body)).toEqual([{ status: 'replied' }]);
  },
};

export const MarkRepliedDisables: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const button = await canvas.findByRole('button', { name: 'Mark Replied: message from Omar Haddad' });
    await expect(canvas.getByRole('button', { name: 'Mark Replied: message from Lukas Novak' })).toBeDisabled();
    await userEvent.click(button);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Mark Replied: message from Omar Haddad' })).toBeDisabled(),
    );
    await expect(statusCalls(context).map((r) => [r.path, r.body])).toEqual([
      ['/contacts/updateStatus/2', { status: 'replied' }],
    ]);
  },
};

export const DeleteConfirm: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete message from Grace Kim' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Delete message?' });
    await expect(dialog).toHaveTextContent('The message from Grace Kim will be moved to the trash.');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const DeleteConfirmed: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete message from Grace Kim' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Delete message?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Grace Kim' })).toBeNull());
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    const deletes = storyApi(context).requests.filter((r) => r.method === 'DELETE');
    await expect(deletes.map((r) => r.path)).toEqual(['/contacts/deleteContact/3']);
  },
};

export const DeleteCancelled: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete message from Grace Kim' }));
    await userEvent.click(within(document.body).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('heading', { name: 'Grace Kim' })).toBeVisible();
    await expect(storyApi(context).requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  },
};

export const UpdateFails: Story = {
  parameters: api({ api: { scenario: 'saveError' } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark Replied: message from Omar Haddad' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to update contact');
    // Pinned in the viewport, so it is seen wherever the row was scrolled to.
    await expect(getComputedStyle(alert.parentElement as HTMLElement).position).toBe('fixed');
    await expect(canvas.getByRole('button', { name: 'Mark Replied: message from Omar Haddad' })).toBeEnabled();
  },
};

export const DeleteFails: Story = {
  parameters: api({ api: { scenario: 'saveError' } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete message from Grace Kim' }));
    const dialog = within(document.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete contact.');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Grace Kim' })).toBeVisible();
  },
};
